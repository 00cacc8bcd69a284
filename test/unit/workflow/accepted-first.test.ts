import { describe, expect, it } from 'vitest';
import { acceptedKindsFirst } from '../../../lib/workflow/loop/accepted-first';

const s = (id: string, role: string, type: string) => ({ id, role, type });
const round = [
  s('a', 'red', 'filler'),
  s('b', 'lint', 'repeated-word'),
  s('c', 'red', 'logic'),
  s('d', 'lint', 'repeated-word'),
  s('e', 'voice', 'stock-phrase'),
];

describe('accepted kinds first in auto mode', () => {
  it('puts the kinds the writer accepted most first, keeping the order within a kind', () => {
    const ordered = acceptedKindsFirst(round, [
      { role: 'lint', type: 'repeated-word', accepted: 5 },
      { role: 'voice', type: 'stock-phrase', accepted: 2 },
    ]);
    expect(ordered.map((x) => x.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('tells kinds apart by reviewer as well as type', () => {
    const ordered = acceptedKindsFirst(round, [{ role: 'blue', type: 'filler', accepted: 9 }]);
    expect(ordered.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves the order as it was when the writer has accepted nothing, and drops nothing', () => {
    expect(acceptedKindsFirst(round, [])).toEqual(round);
    expect(acceptedKindsFirst([], [{ role: 'red', type: 'logic', accepted: 1 }])).toEqual([]);
  });
});
