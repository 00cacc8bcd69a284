import { describe, expect, it } from 'vitest';
import type { Book } from '../../../lib/workflow/continuity/book';
import { checkContinuity } from '../../../lib/workflow/continuity/check';
import type { PlacedFact } from '../../../lib/workflow/continuity/facts';

// Rules over facts only the model extracts: a story's setups (the offline engine claims none).

const setup = (sectionId: string, thing: string, value: 'planted' | 'paid-off', quote: string): PlacedFact => ({
  kind: 'clue',
  subject: '',
  attribute: `setup:${thing}`,
  value,
  quote,
  start: 0,
  end: quote.length,
  hedges: [],
  sectionId,
});

const book = (...chapters: PlacedFact[][]): Book => ({
  language: 'en',
  bible: [],
  sections: chapters.map((facts, i) => ({ id: `s${i}`, title: `Chapter ${i + 1}`, role: { kind: 'prose' }, facts })),
});

describe('a story’s setups', () => {
  const gun = setup('s0', 'the gun', 'planted', 'A gun hung over the fireplace.');

  it('one planted and never paid off is a setup finding on the passage that plants it', () => {
    const [finding] = checkContinuity(book([gun], []));
    expect(finding).toMatchObject({ kind: 'setup', sectionId: 's0', quote: 'A gun hung over the fireplace.' });
    expect(finding.summary).toBe('the gun is set up and never pays off');
  });

  it('paid off later, or in the same chapter, is no finding; paid off only before it was planted is', () => {
    expect(checkContinuity(book([gun], [setup('s1', 'The Gun', 'paid-off', 'She took down the gun.')]))).toEqual([]);
    expect(checkContinuity(book([gun, setup('s0', 'the gun', 'paid-off', 'It fired.')]))).toEqual([]);
    const early = setup('s0', 'the gun', 'paid-off', 'It fired.');
    expect(checkContinuity(book([early], [{ ...gun, sectionId: 's1' }]))).toHaveLength(1);
  });

  it('a setup in a hypothetical or a memory is not held to a payoff', () => {
    expect(checkContinuity(book([{ ...gun, hedges: ['hypothetical'] }], []))).toEqual([]);
  });
});
