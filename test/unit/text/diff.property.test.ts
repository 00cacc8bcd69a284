import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '@/lib/text/count';
import { applySegments, diffStats, diffTexts, sidesOf, type DiffSegment } from '@/lib/text/diff';
import { wordTokens } from '@/lib/text/diff-tokens';

const piece = fc.constantFrom(
  'river',
  'the',
  'light',
  "don't",
  'well-known',
  'café',
  'cafe\u0301',
  '42',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\t',
  '.',
  ',',
  '!',
  '?',
  '“',
  '”',
  '—',
  '我',
  '们',
  '公园',
  '。',
  'ひらがな',
  '한국어',
  '😀',
  '👍🏽',
);
const prose = fc.array(piece, { maxLength: 80 }).map((parts) => parts.join(''));
const edit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), remove: fc.nat(10), insert: prose });
const proseAndEdit = fc.tuple(prose, fc.array(edit, { maxLength: 6 })).map(([a, edits]) => {
  let b = a;
  for (const { at, remove, insert } of edits) {
    const s = Math.floor(at * b.length);
    b = b.slice(0, s) + insert + b.slice(s + remove);
  }
  return [a, b] as const;
});

function tokenBoundaries(text: string): Set<number> {
  const bounds = new Set([0]);
  let offset = 0;
  for (const token of wordTokens(text)) bounds.add((offset += token.length));
  return bounds;
}

function expectWellFormed(a: string, b: string, segments: DiffSegment[]) {
  expect(sidesOf(segments)).toEqual({ before: a, after: b });
  expect(applySegments(a, segments)).toBe(b);
  segments.forEach((s, i) => {
    expect(s.text.length).toBeGreaterThan(0);
    if (i > 0) expect(s.op === segments[i - 1].op).toBe(false);
  });
}

describe('diff properties', () => {
  it('rebuilds both sides exactly, in whole tokens', () => {
    fc.assert(
      fc.property(proseAndEdit, ([a, b]) => {
        const segments = diffTexts(a, b);
        expectWellFormed(a, b, segments);
        const [boundsA, boundsB] = [tokenBoundaries(a), tokenBoundaries(b)];
        let [inA, inB] = [0, 0];
        for (const { op, text } of segments) {
          if (op !== 'insert') expect(boundsA.has((inA += text.length))).toBe(true);
          if (op !== 'delete') expect(boundsB.has((inB += text.length))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('counts words so that the difference of the totals adds up', () => {
    fc.assert(
      fc.property(proseAndEdit, ([a, b]) => {
        const { inserted, deleted } = diffStats(diffTexts(a, b));
        expect(inserted - deleted).toBe(countWords(b) - countWords(a));
      }),
      { numRuns: 200 },
    );
  });

  it('rebuilds both sides of any two strings, lone surrogates included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (a, b) => {
          expectWellFormed(a, b, diffTexts(a, b));
        },
      ),
      { numRuns: 300 },
    );
  });
});
