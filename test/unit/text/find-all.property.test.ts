import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occurrencesOfAll } from '@/lib/text/find-all';
import { occurrencesOf } from '@/lib/text/quote-candidates';

const piece = fc.constantFrom('the cat ', 'sat ', 'on the mat. ', 'a', 'aa', '港口的灯', '。', '\n\n', '😀');
const text = fc.array(piece, { maxLength: 120 }).map((parts) => parts.join(''));

describe('occurrencesOfAll', () => {
  it('finds exactly what a search per quote finds, short, long and overlapping quotes alike', () => {
    fc.assert(
      fc.property(text, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 40 })), { maxLength: 12 }), (t, cuts) => {
        const quotes = cuts.map(([at, length]) => t.slice(at % (t.length || 1), (at % (t.length || 1)) + length));
        const found = occurrencesOfAll(t, [...quotes.filter((q) => q.length > 0), 'not in the text at all']);
        for (const [quote, starts] of found) expect(starts).toEqual(occurrencesOf(t, quote));
      }),
      { numRuns: 300 },
    );
  });

  it('finds a repeated long quote at every place it occurs', () => {
    const line = 'The harbour lights went out one by one. ';
    const found = occurrencesOfAll(line.repeat(50), [line, 'lights went out']);
    expect(found.get(line)).toHaveLength(50);
    expect(found.get('lights went out')).toHaveLength(50);
  });
});
