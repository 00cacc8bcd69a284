import { describe, expect, it } from 'vitest';
import { distinctVariants, summariseChanges, wordsApart } from '@/components/refinement/variant-summary';

describe('what a variant changes', () => {
  const current = 'The keeper was very tired. She climbed the stairs.';
  it('counts the changed stretches and names the first', () => {
    expect(summariseChanges(current, 'The keeper was exhausted. She climbed the stairs.')).toEqual({
      changes: 1,
      first: { removed: 'very tired', added: 'exhausted' },
    });
    expect(summariseChanges(current, current)).toEqual({ changes: 0, first: null });
  });
  it('offers only variants that differ from the text and from each other', () => {
    expect(distinctVariants(current, [current, 'A.', 'A. ', 'B.'])).toEqual({ texts: ['A.'], alike: 2 });
    expect(distinctVariants(current, ['A quiet start.', 'Another beginning here.'])).toEqual({
      texts: ['A quiet start.', 'Another beginning here.'],
      alike: 0,
    });
  });
  it('counts a variant one word away from another as the same choice, and says how many were left out', () => {
    const text = 'The keeper was very tired. She really wanted to sleep, but the the lamp needed her.';
    const all = 'The keeper was tired. She wanted to sleep, but the lamp needed her.';
    const variants = [
      all,
      'The keeper was tired. She wanted to sleep, but the the lamp needed her.', // one word from `all`
      'The keeper was exhausted. She wanted to sleep, but the lamp needed her.', // one word from `all`
      'The keeper was very tired. She really wanted to sleep, but the lamp needed her.',
    ];
    expect(distinctVariants(text, variants)).toEqual({ texts: [all, variants[3]], alike: 2 });
  });
  it('measures how many words two texts are apart, CJK by character', () => {
    expect(wordsApart('She was very tired.', 'She was tired.')).toBe(1);
    expect(wordsApart('She was very tired.', 'She was so very tired, truly.')).toBe(2);
    expect(wordsApart('她很累。', '她非常累。')).toBe(2);
    expect(wordsApart('Same text.', 'Same text.')).toBe(0);
  });
});
