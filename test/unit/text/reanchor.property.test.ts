import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorAt, type Anchor } from '@/lib/text/anchor';
import { hasFullContext } from '@/lib/text/quote-candidates';
import { reanchor, reanchorAll, type ReanchorResult } from '@/lib/text/reanchor';
import { replaceRange, type TrackedSpan } from '../../bench/text-edits';

// A tiny vocabulary makes repeated quotes and repeated contexts common: the hard case.
const TINY = ['the', 'cat', 'sat', 'on', 'a', 'mat', 'and', 'ran', 'the cat.', '\n\n', '它', '走了。'];
// A larger one, where short quotes still repeat often but their contexts mostly differ.
const WIDE = Array.from({ length: 60 }, (_, i) => `w${i.toString(36)}`);
// Inserted words that never occur in the original, so an edit cannot recreate the old text next to
// a quote (that would make where the quote "truly" is ambiguous, for any algorithm).
const FRESH = Array.from({ length: 50 }, (_, i) => `n${i.toString(36)}`);

interface Case {
  before: string;
  after: string;
  anchors: Anchor[];
  truth: TrackedSpan[];
}

function editedDocument(vocabulary: string[]) {
  const word = fc.constantFrom(...vocabulary);
  const edit = fc.record({
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    remove: fc.nat(12),
    insert: fc.array(word, { maxLength: 4 }).map((ws) => ws.join(' ')),
  });
  const span = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 30 }) });
  return fc
    .record({
      words: fc.array(word, { minLength: 5, maxLength: 150 }),
      spans: fc.array(span, { minLength: 1, maxLength: 20 }),
      edits: fc.array(edit, { maxLength: 8 }),
    })
    .map(({ words, spans, edits }): Case => {
      const before = words.join(' ');
      const anchors = spans.map(({ at, length }) => {
        const start = Math.min(Math.floor(at * before.length), before.length - 1);
        return anchorAt(before, start, Math.min(before.length, start + length));
      });
      const truth = anchors.map((a) => ({ start: a.start, end: a.end, intact: true }));
      let after = before;
      for (const { at, remove, insert } of edits) {
        const s = Math.floor(at * after.length);
        after = replaceRange(after, s, Math.min(after.length, s + remove), insert, truth);
      }
      return { before, after, anchors, truth };
    });
}

/** Quotes of whole words and edits between words, as writers and reviewers make them. */
function editedWords() {
  const edit = fc.record({
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    remove: fc.nat(4),
    insert: fc.array(fc.constantFrom(...FRESH), { maxLength: 4 }),
  });
  const span = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), words: fc.integer({ min: 1, max: 5 }) });
  return fc
    .record({
      words: fc.array(fc.constantFrom(...WIDE), { minLength: 40, maxLength: 400, size: 'max' }),
      spans: fc.array(span, { minLength: 1, maxLength: 20 }),
      edits: fc.array(edit, { maxLength: 8 }),
    })
    .map(({ words, spans, edits }): Case => {
      const before = words.join(' ');
      const starts = wordStarts(before);
      const anchors = spans.map(({ at, words: n }) => {
        const first = Math.min(starts.length - 1, Math.floor(at * starts.length));
        const last = Math.min(starts.length - 1, first + n - 1);
        return anchorAt(
          before,
          starts[first],
          before.indexOf(' ', starts[last]) === -1 ? before.length : before.indexOf(' ', starts[last]),
        );
      });
      const truth = anchors.map((a) => ({ start: a.start, end: a.end, intact: true }));
      let after = before;
      for (const { at, remove, insert } of edits) {
        const bounds = wordStarts(after);
        const first = Math.min(bounds.length - 1, Math.floor(at * bounds.length));
        const s = bounds[first];
        const e = remove === 0 ? s : (bounds[first + remove] ?? after.length);
        after = replaceRange(after, s, e, insert.map((w) => w + ' ').join(''), truth);
      }
      return { before, after, anchors, truth };
    });
}

function wordStarts(text: string): number[] {
  return Array.from(text.matchAll(/\S+/g), (m) => m.index);
}

function expectNeverOnOtherText(results: ReanchorResult[], c: Case) {
  results.forEach((result, i) => {
    if (result.status === 'stale') return;
    expect(c.after.slice(result.anchor.start, result.anchor.end)).toBe(c.anchors[i].quote);
    expect(result.anchor).toEqual(anchorAt(c.after, result.anchor.start, result.anchor.end));
  });
}

describe('reanchor properties', () => {
  it('never places a suggestion on text that differs from its quote', () => {
    fc.assert(
      fc.property(editedDocument(TINY), (c) => {
        expectNeverOnOtherText(reanchorAll(c.anchors, c.after), c);
        expectNeverOnOtherText(
          c.anchors.map((a) => reanchor(a, c.after)),
          c,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every anchor on its offsets when nothing was edited', () => {
    fc.assert(
      fc.property(editedDocument(TINY), (c) => {
        for (const result of reanchorAll(c.anchors, c.before)) expect(result).toMatchObject({ method: 'offsets' });
      }),
      { numRuns: 100 },
    );
  });

  // Where a quote *and* its whole context survived, nothing can excuse losing or misplacing it. (When
  // only the quote survived, the true spot can be ambiguous even in principle: deleting one of two
  // identical words reads the same as deleting the other.)
  it('finds every quote whose context survived, and only at a place where that context is', () => {
    fc.assert(
      fc.property(editedWords(), (c) => {
        reanchorAll(c.anchors, c.after).forEach((result, i) => {
          const { start, end, intact } = c.truth[i];
          if (!intact || !hasFullContext(c.after, start, end, c.anchors[i])) return;
          expect(result.status).toBe('anchored');
          if (result.status !== 'anchored') return;
          expect(hasFullContext(c.after, result.anchor.start, result.anchor.end, c.anchors[i])).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
