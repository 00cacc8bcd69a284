import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../../lib/text/apply-edits';

const TEXT = 'Mei ran to the tower. The the lamp was out. She lit it, and the harbour saw the light.';

describe('applyEdits', () => {
  it('replaces each passage where it stands, whatever order the edits come in', () => {
    const out = applyEdits(TEXT, [
      { find: 'the harbour saw the light', replace: 'every boat in the harbour saw it' },
      { find: 'The the lamp', replace: 'The lamp' },
    ]);
    expect(out).toEqual({
      text: 'Mei ran to the tower. The lamp was out. She lit it, and every boat in the harbour saw it.',
      failed: [],
    });
  });

  it('refuses a passage that is not in the text, one that occurs twice, and one that overlaps an applied edit', () => {
    const missing = { find: 'the lighthouse', replace: 'the tower' };
    const twice = { find: 'the', replace: 'a' };
    const overlapping = { find: 'lamp was out', replace: 'light had died' };
    const out = applyEdits(TEXT, [{ find: 'The the lamp', replace: 'The lamp' }, missing, twice, overlapping]);
    expect(out.failed).toEqual([missing, twice, overlapping]);
    expect(out.text).toBe(TEXT.replace('The the lamp', 'The lamp'));
  });

  it('works on Chinese text, character for character', () => {
    const out = applyEdits('托玛斯推开门。屋里很暗。', [{ find: '托玛斯', replace: '托马斯' }]);
    expect(out).toEqual({ text: '托马斯推开门。屋里很暗。', failed: [] });
  });

  it('refuses an empty passage rather than inserting at the start', () => {
    const edit = { find: '', replace: 'Once upon a time. ' };
    expect(applyEdits(TEXT, [edit])).toEqual({ text: TEXT, failed: [edit] });
  });
});
