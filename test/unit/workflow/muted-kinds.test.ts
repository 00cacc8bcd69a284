import { describe, expect, it } from 'vitest';
import { MUTE_AFTER_REJECTIONS, mutedKinds, notMuted } from '../../../lib/workflow/loop/muted-kinds';

const tally = (type: string, rejected: number, accepted = 0) => ({ role: 'lint', type, rejected, accepted });

describe('muted kinds of finding', () => {
  it(`mutes a kind rejected ${MUTE_AFTER_REJECTIONS} times, with its rejections to show`, () => {
    expect(mutedKinds([tally('hedging', 4), tally('filler', 2)], [])).toEqual([
      { role: 'lint', type: 'hedging', rejected: 4 },
    ]);
  });

  it('does not mute a kind the writer accepts as often as they reject it', () => {
    expect(mutedKinds([tally('hedging', 3, 3), tally('filler', 5, 1)], [])).toEqual([
      { role: 'lint', type: 'filler', rejected: 5 },
    ]);
  });

  it('keeps a mute per role: the same type from another reviewer is its own kind', () => {
    const muted = mutedKinds([tally('hedging', 3), { role: 'editor', type: 'hedging', rejected: 1, accepted: 0 }], []);
    const keep = notMuted(muted);
    expect(keep({ role: 'lint', type: 'hedging' })).toBe(false);
    expect(keep({ role: 'editor', type: 'hedging' })).toBe(true);
  });

  it('undo unmutes the kind until as many new rejections come', () => {
    const undo = [{ role: 'lint', type: 'hedging', rejectedAtUndo: 4 }];
    expect(mutedKinds([tally('hedging', 4)], undo)).toEqual([]);
    expect(mutedKinds([tally('hedging', 4 + MUTE_AFTER_REJECTIONS - 1)], undo)).toEqual([]);
    expect(mutedKinds([tally('hedging', 4 + MUTE_AFTER_REJECTIONS)], undo)).toEqual([
      { role: 'lint', type: 'hedging', rejected: 4 + MUTE_AFTER_REJECTIONS },
    ]);
  });
});
