import { describe, expect, it } from 'vitest';
import { revisionSoFar } from '../../../lib/engine/model/operations/revision-so-far';

const BEFORE = 'The keeper climbed the stairs. She was tired. Below her the harbour lay dark.';
const first = { find: 'The keeper climbed the stairs.', replace: 'The keeper climbed the iron stairs.' };
const second = { find: 'She was tired.', replace: 'Her legs ached.' };

describe('revisionSoFar', () => {
  it('shows the text before until something usable arrives', () => {
    expect(revisionSoFar(BEFORE, undefined, false)).toBe(BEFORE);
    expect(revisionSoFar(BEFORE, {}, false)).toBe(BEFORE);
    expect(revisionSoFar(BEFORE, { edits: [] }, false)).toBe(BEFORE);
    expect(revisionSoFar(BEFORE, { text: '  ' }, false)).toBe(BEFORE);
  });

  it('shows a whole new text as far as it came', () => {
    expect(revisionSoFar(BEFORE, { edits: [], text: ' The keeper ran' }, false)).toBe('The keeper ran');
  });

  it('applies the edits the reply has moved past, not the one still being written', () => {
    const growing = { edits: [first, { find: second.find, replace: 'Her le' }] };
    expect(revisionSoFar(BEFORE, growing, false)).toBe(BEFORE.replace(first.find, first.replace));
    const closed = { edits: [first, second], text: '' };
    expect(revisionSoFar(BEFORE, closed, false)).toBe(
      BEFORE.replace(first.find, first.replace).replace(second.find, second.replace),
    );
    expect(revisionSoFar(BEFORE, { edits: [first] }, true)).toBe(BEFORE.replace(first.find, first.replace));
  });

  it('leaves out an edit that does not apply, or is not an edit at all', () => {
    const edits = [{ find: 'not in the text', replace: 'x' }, { find: '', replace: 'y' }, { find: 3 }, second];
    expect(revisionSoFar(BEFORE, { edits, unapplied: [] }, false)).toBe(BEFORE.replace(second.find, second.replace));
  });
});
