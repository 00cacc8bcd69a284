import { describe, expect, it } from 'vitest';
import { locateQuote } from '@/lib/text/locate-quote';

const TEXT = 'He said, “It’s  fine,”\nand   turned away. Later he said it’s fine again. It’s fine.';

describe('locateQuote', () => {
  it('places an exact quote with its context', () => {
    const anchor = locateQuote(TEXT, 'turned away');
    expect(anchor).toMatchObject({ quote: 'turned away', start: TEXT.indexOf('turned away') });
    expect(anchor?.prefix).toBe(TEXT.slice(Math.max(0, TEXT.indexOf('turned away') - 32), TEXT.indexOf('turned away')));
  });

  it('matches across different whitespace and returns the original text', () => {
    const anchor = locateQuote(TEXT, 'fine,” and turned');
    expect(anchor?.quote).toBe('fine,”\nand   turned');
    expect(TEXT.slice(anchor!.start, anchor!.end)).toBe(anchor!.quote);
  });

  it('matches straight quotes against curly ones and the reverse', () => {
    expect(locateQuote(TEXT, '"It\'s fine,"')?.quote).toBe('“It’s  fine,”');
    expect(locateQuote("Don't go.", 'Don’t go')?.quote).toBe("Don't go");
  });

  it('ignores whitespace around the quote', () => {
    expect(locateQuote(TEXT, '  turned away.\n')?.quote).toBe('turned away.');
  });

  it('returns null when the quote is not in the text', () => {
    expect(locateQuote(TEXT, 'walked away')).toBeNull();
    expect(locateQuote(TEXT, 'fine, and turned')).toBeNull();
    expect(locateQuote(TEXT, '')).toBeNull();
    expect(locateQuote(TEXT, '   ')).toBeNull();
  });

  it('prefers the exact occurrence over a normalised one', () => {
    expect(locateQuote(TEXT, 'it’s fine')?.start).toBe(TEXT.indexOf('it’s fine'));
  });

  it('chooses among repeats by hinted context, then by hinted offset, else the first', () => {
    const text = 'one fish, two fish. red fish, blue fish.';
    expect(locateQuote(text, 'fish')?.start).toBe(4);
    expect(locateQuote(text, 'fish', { prefix: 'blue ' })?.start).toBe(text.lastIndexOf('fish'));
    expect(locateQuote(text, 'fish', { suffix: '. red' })?.start).toBe(text.indexOf('fish.'));
    expect(locateQuote(text, 'fish', { start: 26 })?.start).toBe(text.indexOf('fish, blue'));
  });
});
