// A tracked insertion or a comment on no words stands at a point; a suggestion needs words to anchor
// on. The point takes the word before it (or after it, at a paragraph's start), and an insertion's
// replacement is that word with the new words beside it.

const WINDOW = 48;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const hasWords = (s: string) => /\S/.test(s);

function lastSegment(text: string, at: number): string {
  const segments = [...segmenter.segment(text.slice(Math.max(0, at - WINDOW), at))];
  return segments.at(-1)?.segment ?? '';
}

function firstSegment(text: string, at: number): string {
  const [first] = segmenter.segment(text.slice(at, at + WINDOW));
  return first?.segment ?? '';
}

/** The words a point anchors on, and what they become with `inserted` put in; null in an empty text. */
export function expandPoint(
  text: string,
  at: number,
  inserted: string,
): { start: number; end: number; replacement: string } | null {
  const before = lastSegment(text, at);
  if (hasWords(before)) return { start: at - before.length, end: at, replacement: before + inserted };
  const after = firstSegment(text, at);
  if (hasWords(after)) return { start: at, end: at + after.length, replacement: inserted + after };
  // Spaces on both sides ("walked | home"): the word before, with the spaces after it.
  if (before && !before.includes('\n')) {
    const word = lastSegment(text, at - before.length);
    if (hasWords(word)) {
      const quote = word + before;
      return { start: at - quote.length, end: at, replacement: quote + inserted };
    }
  }
  return null;
}
