import type { Anchor } from '../../../text/anchor';

export interface Range {
  start: number;
  end: number;
}

function occurrences(text: string, quote: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(quote); i >= 0; i = text.indexOf(quote, i + 1)) found.push(i);
  return found;
}

/**
 * Where an anchor's quote is in the current text: at its recorded offsets if the quote is still
 * there, else its only exact occurrence, else the only one with the same prefix and suffix.
 * Never a fuzzy guess: an edit on the wrong words is worse than no edit.
 */
export function locateAnchor(text: string, anchor: Anchor): Range | null {
  const { quote, start } = anchor;
  if (text.slice(start, start + quote.length) === quote) return { start, end: start + quote.length };
  const found = occurrences(text, quote);
  if (found.length === 1) return { start: found[0], end: found[0] + quote.length };
  const inContext = found.filter(
    (i) =>
      text.slice(i - anchor.prefix.length, i) === anchor.prefix &&
      text.slice(i + quote.length).startsWith(anchor.suffix),
  );
  return inContext.length === 1 ? { start: inContext[0], end: inContext[0] + quote.length } : null;
}

/** Every range where one of the kept passages occurs in the text. */
export function keptRanges(text: string, keep: string[]): Range[] {
  return keep
    .map((k) => k.trim())
    .filter((k) => k.length >= 2)
    .flatMap((k) => occurrences(text, k).map((i) => ({ start: i, end: i + k.length })));
}
