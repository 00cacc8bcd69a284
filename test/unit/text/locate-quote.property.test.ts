import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateQuote } from '@/lib/text/locate-quote';
import { normaliseForMatch } from '@/lib/text/normalise-for-match';

const piece = fc.constantFrom(
  'she',
  'said',
  'it',
  'fine',
  "it's",
  'it’s',
  '“',
  '”',
  '"',
  "'",
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '.',
  ',',
  '港口',
  '😀',
);
const text = fc.array(piece, { minLength: 1, maxLength: 60 }).map((parts) => parts.join(''));
const normalised = (s: string) => normaliseForMatch(s).text.trim();

// How a model might retype a passage: other whitespace, straight quote marks.
function retyped(s: string, spaces: string[]): string {
  let i = 0;
  return s
    .replace(/\s+/g, () => spaces[i++ % spaces.length])
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"');
}

describe('locateQuote properties', () => {
  it('places a retyped passage on original text equal to it up to whitespace and quote style', () => {
    fc.assert(
      fc.property(
        text,
        fc.nat(),
        fc.nat(),
        fc.array(fc.constantFrom(' ', '\n', '  '), { minLength: 1 }),
        (t, a, b, spaces) => {
          const [from, to] = [a % t.length, b % t.length].sort((x, y) => x - y);
          const quote = retyped(t.slice(from, to + 1), spaces);
          const anchor = locateQuote(t, quote);
          if (quote.trim() === '') {
            expect(anchor).toBeNull();
            return;
          }
          expect(anchor).not.toBeNull();
          expect(t.slice(anchor!.start, anchor!.end)).toBe(anchor!.quote);
          expect(normalised(anchor!.quote)).toBe(normalised(quote));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never returns a span whose text differs from the quote beyond that', () => {
    fc.assert(
      fc.property(text, text, (t, quote) => {
        const anchor = locateQuote(t, quote);
        if (anchor === null) return;
        expect(t.slice(anchor.start, anchor.end)).toBe(anchor.quote);
        expect(anchor.quote === quote || normalised(anchor.quote) === normalised(quote)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
