import { describe, expect, it } from 'vitest';
import { distinctVariants, summariseChanges } from '@/components/refinement/variant-summary';

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
    expect(distinctVariants(current, [current, 'A.', 'A. ', 'B.'])).toEqual(['A.', 'B.']);
  });
});
