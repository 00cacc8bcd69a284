import { describe, expect, it } from 'vitest';
import { passageSelection } from '../../../components/stage/sections/passage-selection';

const TEXT = 'First paragraph.\n\n  The keeper climbed.  \nShe slept.';

describe('the passage a command works on', () => {
  it('is the selection without blank space around it', () => {
    const from = TEXT.indexOf('  The');
    expect(passageSelection(TEXT, from, from + 22, 'shorten')).toEqual({
      ok: true,
      start: from + 2,
      end: from + 21,
      quote: 'The keeper climbed.',
    });
  });

  it('needs a selection, except to continue from the cursor within its paragraph', () => {
    const cursor = TEXT.indexOf('She slept.') + 3;
    expect(passageSelection(TEXT, cursor, cursor, 'shorten')).toEqual({ ok: false, reason: 'noSelection' });
    expect(passageSelection(TEXT, cursor, cursor, 'continue')).toMatchObject({ ok: true, quote: 'She' });
    expect(passageSelection(TEXT, 17, 17, 'continue')).toEqual({ ok: false, reason: 'noCursorText' });
    expect(passageSelection('x'.repeat(7000), 0, 7000, 'expand')).toEqual({ ok: false, reason: 'tooLong' });
  });
});
