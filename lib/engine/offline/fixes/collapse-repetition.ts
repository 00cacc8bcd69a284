import type { Edit } from './edit';

const EN_DOUBLE = /^([A-Za-z]+(?:['’][A-Za-z]+)?)( {1,2})\1$/i;

/** Deletes the second copy of an immediately repeated word ("the the", "的的", "我们我们"), or null. */
export function collapseRepetitionEdit(text: string, start: number, end: number): Edit | null {
  const quote = text.slice(start, end);
  const en = EN_DOUBLE.exec(quote);
  if (en) return { start: start + en[1].length, end, replacement: '' };
  const half = quote.length / 2;
  if (Number.isInteger(half) && half > 0 && quote.slice(0, half) === quote.slice(half) && !/\s/.test(quote)) {
    return { start: start + half, end, replacement: '' };
  }
  return null;
}
