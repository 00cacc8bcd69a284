import { anchorAt, type Anchor } from './anchor';
import { contextScore, hasFullContext, keepsWordEdges, nearestTo, occurrencesOf } from './quote-candidates';

export type ReanchorMethod = 'offsets' | 'exact' | 'fuzzy';
export type ReanchorResult = { status: 'anchored'; anchor: Anchor; method: ReanchorMethod } | { status: 'stale' };

// A quote edited even slightly is stale, never moved: the words the reviewer commented on are gone.
// So every placement below is an exact occurrence of the quote; context and distance only choose which.
const STALE: ReanchorResult = { status: 'stale' };
const NEAR_WINDOW = 2_000;
const MIN_CONTEXT_SCORE = 0.5;
const CLEAR_LEAD = 0.15;
// Below this length a lone occurrence without matching context could just be common words elsewhere.
const DISTINCTIVE_QUOTE_CHARS = 16;

/**
 * Re-place a suggestion's anchor in the current text (W3C TextQuote + TextPosition): the stored
 * offsets, else an exact occurrence chosen by context and distance, else stale.
 */
export function reanchor(anchor: Anchor, text: string): ReanchorResult {
  return reanchorNear(anchor, text, anchor.start);
}

/**
 * Re-anchor many suggestions of one text. Walking them in document order, each is first looked for
 * where its predecessor's shift predicts, so only anchors near an edit pay for a full-text search.
 * The prediction is also the "expected place" that breaks ties, so where a quote recurs with equal
 * context this can choose better than reanchor alone; it is never less strict.
 */
export function reanchorAll(anchors: readonly Anchor[], text: string): ReanchorResult[] {
  const order = anchors.map((_, i) => i).sort((a, b) => anchors[a].start - anchors[b].start);
  const results = new Array<ReanchorResult>(anchors.length);
  let shift = 0;
  for (const i of order) {
    const anchor = anchors[i];
    const result = reanchorNear(anchor, text, anchor.start + shift);
    if (result.status === 'anchored') shift = result.anchor.start - anchor.start;
    results[i] = result;
  }
  return results;
}

function reanchorNear(anchor: Anchor, text: string, predicted: number): ReanchorResult {
  const { quote } = anchor;
  const expected = Math.max(0, Math.min(predicted, text.length));
  const length = quote.length;
  const keepsEdges = (p: number) => keepsWordEdges(text, p, p + length, anchor);
  const agrees = (p: number) => hasFullContext(text, p, p + length, anchor) && keepsEdges(p);

  // An occurrence with its whole context intact, nearest the expected place, beats any farther one,
  // so finding one inside the window settles it without searching the whole text.
  if (text.startsWith(quote, expected) && agrees(expected)) return placed(anchor, text, expected, 'exact');
  const nearby = occurrencesOf(text, quote, expected - NEAR_WINDOW, expected + NEAR_WINDOW).filter(agrees);
  if (nearby.length > 0) return placed(anchor, text, nearestTo(nearby, expected), 'exact');

  const all = occurrencesOf(text, quote).filter(keepsEdges);
  if (all.length === 0) return STALE;
  const intact = all.filter(agrees);
  if (intact.length > 0) return placed(anchor, text, nearestTo(intact, expected), 'exact');
  if (all.length === 1) return placeLoneOccurrence(anchor, text, all[0], expected);
  return chooseByContext(anchor, text, all, expected);
}

function placeLoneOccurrence(anchor: Anchor, text: string, start: number, expected: number): ReanchorResult {
  const plausible =
    start === expected ||
    anchor.quote.length >= DISTINCTIVE_QUOTE_CHARS ||
    contextScore(text, start, start + anchor.quote.length, anchor) >= MIN_CONTEXT_SCORE;
  return plausible ? placed(anchor, text, start, 'exact') : STALE;
}

// Several occurrences and none with its context intact: take the clear best by context, or among
// near-equals the one nearest the expected place. With too little context left on any of them, only
// an occurrence exactly where the quote was expected is kept (the offsets rule); otherwise stale.
function chooseByContext(anchor: Anchor, text: string, starts: number[], expected: number): ReanchorResult {
  const scored = starts
    .map((start) => ({ start, score: contextScore(text, start, start + anchor.quote.length, anchor) }))
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (best.score < MIN_CONTEXT_SCORE)
    return starts.includes(expected) ? placed(anchor, text, expected, 'fuzzy') : STALE;
  const contenders = scored.filter((c) => best.score - c.score < CLEAR_LEAD).map((c) => c.start);
  return placed(anchor, text, nearestTo(contenders, expected), 'fuzzy');
}

function placed(anchor: Anchor, text: string, start: number, method: ReanchorMethod): ReanchorResult {
  return {
    status: 'anchored',
    anchor: anchorAt(text, start, start + anchor.quote.length),
    method: start === anchor.start ? 'offsets' : method,
  };
}
