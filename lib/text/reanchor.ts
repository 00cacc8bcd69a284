import { anchorAt, type Anchor } from './anchor';
import { occurrencesOfAll } from './find-all';
import { contextScore, hasFullContext, keepsWordEdges, nearestTo, occurrencesOf } from './quote-candidates';

type ReanchorMethod = 'offsets' | 'exact' | 'fuzzy';
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
  const expected = clampTo(text, anchor.start);
  return placeNear(anchor, text, expected) ?? placeAmong(anchor, text, expected, occurrencesOf(text, anchor.quote));
}

/**
 * Re-anchor many suggestions of one text. Walking them in document order, each is first looked for
 * where its predecessor's shift predicts, so only anchors near an edit need the whole text; those
 * share one pass over it. The prediction is also the "expected place" that breaks ties, so where a
 * quote recurs with equal context this can choose better than reanchor alone; it is never less strict.
 * The one follower of many anchors: the server re-anchors open suggestions with it when a version is
 * appended, and the editor places its highlights with it, so a highlight never sits on a stale one.
 */
export function reanchorAll(anchors: readonly Anchor[], text: string): ReanchorResult[] {
  const order = anchors.map((_, i) => i).sort((a, b) => anchors[a].start - anchors[b].start);
  const results = new Array<ReanchorResult>(anchors.length);
  const searched: { index: number; expected: number }[] = [];
  let shift = 0;
  for (const index of order) {
    const anchor = anchors[index];
    const expected = clampTo(text, anchor.start + shift);
    const near = placeNear(anchor, text, expected);
    if (near) {
      shift = near.anchor.start - anchor.start;
      results[index] = near;
    } else searched.push({ index, expected });
  }
  const occurrences = occurrencesOfAll(
    text,
    searched.map(({ index }) => anchors[index].quote),
  );
  for (const { index, expected } of searched) {
    const anchor = anchors[index];
    results[index] = placeAmong(anchor, text, expected, occurrences.get(anchor.quote) ?? []);
  }
  return results;
}

function clampTo(text: string, offset: number): number {
  return Math.max(0, Math.min(offset, text.length));
}

// An occurrence with its whole context intact, nearest the expected place, beats any farther one,
// so finding one inside the window settles it without searching the whole text.
function placeNear(anchor: Anchor, text: string, expected: number): PlacedResult | null {
  const { quote } = anchor;
  if (!quote) return null; // nothing to find: no occurrence either, so stale
  if (text.startsWith(quote, expected) && intactAt(anchor, text, expected))
    return placed(anchor, text, expected, 'exact');
  const nearby = occurrencesOf(text, quote, expected - NEAR_WINDOW, expected + NEAR_WINDOW).filter((p) =>
    intactAt(anchor, text, p),
  );
  return nearby.length > 0 ? placed(anchor, text, nearestTo(nearby, expected), 'exact') : null;
}

/** Given every exact occurrence of the quote in the text, the best-supported one, or stale. */
function placeAmong(anchor: Anchor, text: string, expected: number, occurrences: number[]): ReanchorResult {
  const all = occurrences.filter((p) => keepsWordEdges(text, p, p + anchor.quote.length, anchor));
  if (all.length === 0) return STALE;
  const intact = all.filter((p) => intactAt(anchor, text, p));
  if (intact.length > 0) return placed(anchor, text, nearestTo(intact, expected), 'exact');
  if (all.length === 1) return placeLoneOccurrence(anchor, text, all[0], expected);
  return chooseByContext(anchor, text, all, expected);
}

function intactAt(anchor: Anchor, text: string, start: number): boolean {
  const end = start + anchor.quote.length;
  return hasFullContext(text, start, end, anchor) && keepsWordEdges(text, start, end, anchor);
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

type PlacedResult = Extract<ReanchorResult, { status: 'anchored' }>;

function placed(anchor: Anchor, text: string, start: number, method: ReanchorMethod): PlacedResult {
  return {
    status: 'anchored',
    anchor: anchorAt(text, start, start + anchor.quote.length),
    method: start === anchor.start ? 'offsets' : method,
  };
}
