import { describe, expect, it } from 'vitest';
import { anchorAt } from '../../../lib/text/anchor';
import { readerSuggestion } from '../../../lib/workflow/loop/reader-comments';

const TEXT = 'Mara watched the sea. A storm was coming from the west. She pulled her coat tighter.';
const passage = 'A storm was coming from the west.';
const comment = (currentText: string) => ({
  sectionId: 's1',
  role: 'reader',
  type: 'other',
  replacement: null,
  readerName: '小林',
  body: 'Which west? The harbour faces east.',
  anchor: anchorAt(TEXT, TEXT.indexOf(passage), TEXT.indexOf(passage) + passage.length),
  currentText,
});

describe('a reader comment as a suggestion', () => {
  it('is the reader’s, signed with the name given, and anchored on its passage', () => {
    const s = readerSuggestion(comment(TEXT));
    expect(s).toMatchObject({ role: 'reader', sectionId: 's1', summary: 'Which west? The harbour faces east.' });
    expect(s.detail).toBe('— 小林');
    expect(TEXT.slice(s.anchor!.start, s.anchor!.end)).toBe(passage);
  });

  it('follows its passage when text was added before it', () => {
    const moved = `The night began. ${TEXT}`;
    const s = readerSuggestion(comment(moved));
    expect(moved.slice(s.anchor!.start, s.anchor!.end)).toBe(passage);
  });

  it('falls back to the whole section, quoting the passage, when those words are gone', () => {
    const s = readerSuggestion(comment('Mara watched the sea. The sky was clear. She pulled her coat tighter.'));
    expect(s.anchor).toBeNull();
    expect(s.detail).toBe(`“${passage}” — 小林`);
  });

  it('an editor’s tracked change carries its exact words only while its passage is there', () => {
    const change = { ...comment(TEXT), role: 'editor', type: 'tracked-change', readerName: 'Ada Byrne' };
    const placed = readerSuggestion({ ...change, replacement: 'A storm came from the west.' });
    expect(placed).toMatchObject({ role: 'editor', type: 'tracked-change', detail: '— Ada Byrne' });
    expect(placed.evidence).toEqual({ passages: [], replacement: 'A storm came from the west.' });
    expect(placed.expected).toBe('A storm came from the west.');
    const gone = readerSuggestion({ ...change, replacement: 'x', currentText: 'Mara watched the sea.' });
    expect(gone.anchor).toBeNull();
    expect(gone.evidence).toBeUndefined();
  });
});
