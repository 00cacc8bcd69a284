import { leadingSimilarity, trailingSimilarity } from './context-similarity';

/** Context an occurrence is judged by: the text expected just before and just after it. */
export interface ExpectedContext {
  prefix: string;
  suffix: string;
}

// A few extra characters of window let an insertion next to the quote still align with the stored context.
const CONTEXT_SLACK = 8;

/** Every start of `quote` in `text` that lies within [from, until]. */
export function occurrencesOf(text: string, quote: string, from = 0, until = text.length): number[] {
  const lo = Math.max(0, from);
  const hi = Math.min(until, text.length - quote.length);
  if (quote.length === 0 || hi < lo) return [];
  // Searching a slice keeps a windowed search from scanning the rest of a long document.
  const haystack = lo === 0 && hi === text.length - quote.length ? text : text.slice(lo, hi + quote.length);
  const found: number[] = [];
  for (let i = haystack.indexOf(quote); i !== -1; i = haystack.indexOf(quote, i + 1)) found.push(lo + i);
  return found;
}

/** True when the stored prefix ends at `start` and the stored suffix begins at `end`. */
export function hasFullContext(text: string, start: number, end: number, context: ExpectedContext): boolean {
  return text.endsWith(context.prefix, start) && text.startsWith(context.suffix, end);
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * False when an edge of [start, end) that fell between words when the anchor was made now falls
 * inside a word ("lazy dog" inside "lazy dogs"): the quoted word itself was edited.
 */
export function keepsWordEdges(text: string, start: number, end: number, context: ExpectedContext): boolean {
  const quote = text.slice(start, end);
  const first = quote.slice(0, 1);
  const last = quote.slice(-1);
  const wasJoinedBefore = joinsWord(context.prefix.slice(-1), first);
  const wasJoinedAfter = joinsWord(last, context.suffix.slice(0, 1));
  return (
    (wasJoinedBefore || !joinsWord(text.slice(start - 1, start), first)) &&
    (wasJoinedAfter || !joinsWord(last, text.slice(end, end + 1)))
  );
}

function joinsWord(left: string, right: string): boolean {
  return left !== '' && right !== '' && isWordChar(left) && isWordChar(right);
}

// CJK is written without spaces, so two CJK characters never tell us a word was split.
function isWordChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD_CHAR.test(ch) && !CJK.test(ch);
}

/** 0..1: how well the text around [start, end) still matches the stored prefix and suffix. */
export function contextScore(text: string, start: number, end: number, context: ExpectedContext): number {
  const before = text.slice(Math.max(0, start - context.prefix.length - CONTEXT_SLACK), start);
  const after = text.slice(end, end + context.suffix.length + CONTEXT_SLACK);
  const prefixScore = trailingSimilarity(context.prefix, before);
  const suffixScore = leadingSimilarity(context.suffix, after);
  const weight = context.prefix.length + context.suffix.length;
  if (weight === 0) return 0;
  return ((prefixScore ?? 0) * context.prefix.length + (suffixScore ?? 0) * context.suffix.length) / weight;
}

/** The position closest to `target`; the earlier one on a tie. */
export function nearestTo(positions: readonly number[], target: number): number {
  let best = positions[0];
  for (const p of positions) {
    if (Math.abs(p - target) < Math.abs(best - target)) best = p;
  }
  return best;
}
