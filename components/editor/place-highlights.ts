import type { Text } from '@codemirror/state';
import type { Highlight } from './highlight';

const quotedAt = (doc: Text, from: number, quote: string) =>
  from >= 0 && from + quote.length <= doc.length && doc.sliceString(from, from + quote.length) === quote;

/**
 * Checks each highlight against the text (which may hold unsaved edits the anchors do not know):
 * kept where the quote is at its offsets, or at its offsets moved by the shift the previous
 * highlight needed (an edit above moves everything below it alike), else moved to the quote's only
 * occurrence nearby, then in the whole text; left out (reported missing) when none holds.
 * Never placed on other words.
 */
export function placeHighlights(
  doc: Text,
  highlights: readonly Highlight[],
): { placed: Highlight[]; missing: string[] } {
  const placed: Highlight[] = [];
  const missing: string[] = [];
  let whole: string | null = null;
  let shift = 0;
  for (const h of [...highlights].sort((a, b) => a.from - b.from)) {
    const at = !h.quote
      ? -1
      : quotedAt(doc, h.from, h.quote)
        ? h.from
        : shift && quotedAt(doc, h.from + shift, h.quote)
          ? h.from + shift
          : (nearby(doc, h) ?? uniqueIndex((whole ??= doc.toString()), h.quote));
    if (at < 0) {
      missing.push(h.id);
      continue;
    }
    shift = at - h.from;
    placed.push(shift ? { ...h, from: at, to: at + h.quote.length } : h);
  }
  return { placed, missing };
}

const NEAR = 400;

/** The quote's only occurrence within a few lines of its old offsets (typing nearby moved it). */
function nearby(doc: Text, h: Highlight): number | null {
  const start = Math.max(0, h.from - NEAR);
  const at = uniqueIndex(doc.sliceString(start, Math.min(doc.length, h.to + NEAR)), h.quote);
  return at < 0 ? null : start + at;
}

function uniqueIndex(text: string, quote: string): number {
  const at = text.indexOf(quote);
  return at >= 0 && text.indexOf(quote, at + 1) < 0 ? at : -1;
}
