import { splitSentences, type SentenceSpan } from '../../../text/sentences';
import { dialogueRanges, type Ranges } from '../../../text/dialogue';
import { nonProseRanges, overlapsRanges } from '../markup';

// The narrator's own words: what is left once speech, italic thoughts, block quotes and code are set
// aside. A character's idiom and a quoted letter are theirs, not the narrator's voice.

const ITALIC = /(?<![*_\w])([*_])(?!\s)[^*_\n]+?(?<!\s)\1(?![*_\w])/g;
const BLOCK_QUOTE = /^[ \t]*>[^\n]*$/gm;

function merged(spans: [number, number][]): Ranges {
  spans.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [s, e] of spans) {
    if (ends.length > 0 && s <= ends[ends.length - 1]) ends[ends.length - 1] = Math.max(ends[ends.length - 1], e);
    else {
      starts.push(s);
      ends.push(e);
    }
  }
  return { starts, ends };
}

export interface Narration {
  text: string;
  /** Spans that are not the narrator's: speech, italics, block quotes, code, links. */
  quiet: Ranges;
  /** Paragraphs (a line each), with their sentences. */
  paragraphs: { start: number; end: number; sentences: SentenceSpan[] }[];
}

export function narrationOf(text: string): Narration {
  const spans: [number, number][] = [];
  const speech = dialogueRanges(text);
  speech.starts.forEach((s, i) => spans.push([s, speech.ends[i]]));
  const code = nonProseRanges(text);
  code.starts.forEach((s, i) => spans.push([s, code.ends[i]]));
  for (const m of text.matchAll(ITALIC)) spans.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(BLOCK_QUOTE)) spans.push([m.index, m.index + m[0].length]);
  const quiet = merged(spans);
  const paragraphs: Narration['paragraphs'] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const start = at;
    at += line.length + 1;
    if (!line.trim() || /^\s*#/.test(line)) continue;
    const sentences = splitSentences(line).map((s) => ({ ...s, start: s.start + start, end: s.end + start }));
    paragraphs.push({ start, end: start + line.length, sentences });
  }
  return { text, quiet, paragraphs };
}

/** True when [start, end) is the narrator's: no character of it is speech, italics, a quote or code. */
export function isNarration(n: Narration, start: number, end: number): boolean {
  return !overlapsRanges(n.quiet, start, end);
}
