import { anchorAt, type Anchor } from '../../lib/text/anchor';
import type { ReanchorResult } from '../../lib/text/reanchor';
import { REFRAINS, between, randomDocument, seededRandom, wordSpans } from './text-corpus';
import { randomEdit, type TrackedSpan } from './text-edits';

// The benchmark's world: a long seeded document, suggestions on it, and random edits whose effect
// on every suggestion's true place is tracked.

const SEED = 20240601;

/** A document before and after edits, with suggestions anchored before and where each truly is after. */
export interface Scenario {
  before: string;
  after: string;
  anchors: Anchor[];
  truth: TrackedSpan[];
}

export function scenario(words: number, suggestions: number, editCount: number): Scenario {
  const random = seededRandom(SEED);
  const before = randomDocument(random, words);
  const spans = wordSpans(before);
  const refrainStarts = REFRAINS.flatMap((r) =>
    [...before.matchAll(new RegExp(r.replace(/[.?]/g, '\\$&'), 'g'))].map((m) => m.index),
  );
  const anchors = Array.from({ length: suggestions }, () => {
    // One in twenty suggestions quotes a sentence that recurs word for word elsewhere.
    if (random() < 0.05 && refrainStarts.length > 0) {
      const start = refrainStarts[between(random, 0, refrainStarts.length - 1)];
      return anchorAt(before, start, before.indexOf('.', start) + 1 || before.indexOf('”', start) + 1);
    }
    const first = between(random, 0, spans.length - 21);
    return anchorAt(before, spans[first][0], spans[first + between(random, 1, 20)][1]);
  });
  const truth = anchors.map((a) => ({ start: a.start, end: a.end, intact: true }));
  let after = before;
  for (let i = 0; i < editCount; i++) after = randomEdit(random, after, truth);
  return { before, after, anchors, truth };
}

/**
 * correct: an untouched quote found where it truly is. wrong: placed on other text, or away from an
 * untouched quote's true place. relocated: an edited-over quote found word for word elsewhere.
 */
export function classify(results: ReanchorResult[], s: Scenario) {
  const counts = {
    correct: 0,
    relocated: 0,
    staleTouched: 0,
    staleIntact: 0,
    wrong: 0,
    offsets: 0,
    exact: 0,
    fuzzy: 0,
  };
  results.forEach((result, i) => {
    const truth = s.truth[i];
    if (result.status === 'anchored') counts[result.method]++;
    if (result.status === 'stale') counts[truth.intact ? 'staleIntact' : 'staleTouched']++;
    else if (s.after.slice(result.anchor.start, result.anchor.end) !== s.anchors[i].quote) counts.wrong++;
    else if (!truth.intact) counts.relocated++;
    else counts[result.anchor.start === truth.start ? 'correct' : 'wrong']++;
  });
  return counts;
}
