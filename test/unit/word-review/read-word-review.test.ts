import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readWordReview } from '../../../lib/import/word-review/read-word-review';
import { MalformedPartError } from '../../../lib/import/word-review/xml';
import { editedDocx } from '../../support/editor-docx';

// An editor's Word document read through the XML: the text before their changes, and each comment and
// tracked change as a range of that text with its author and words.

describe('an editor’s Word document', () => {
  it('reads comments and tracked changes as marks on the text before the changes (English)', async () => {
    const reading = await readWordReview(
      await editedDocx([
        { heading: 'Night' },
        [
          'The keeper climbed ',
          { del: 'the', ins: 'the narrow', by: 'Ada Byrne' },
          ' stairs. ',
          { comment: 'Who let it go out?', by: 'Ada Byrne', on: 'The lamp was cold' },
          ' and the harbour lay dark.',
        ],
        ['She counted', { ins: ' every', by: 'Ada Byrne' }, ' step', { del: ' slowly', by: 'Ada Byrne' }, '.'],
      ]),
    );
    expect(reading.text).toBe(
      '## Night\n\nThe keeper climbed the stairs. The lamp was cold and the harbour lay dark.\n\nShe counted step slowly.',
    );
    for (const m of reading.marks) expect(reading.text.slice(m.start, m.end)).toBe(m.quote);
    expect(
      reading.marks.map(({ kind, author, quote, comment, replacement }) => ({
        kind,
        author,
        quote,
        comment,
        replacement,
      })),
    ).toEqual([
      { kind: 'replacement', author: 'Ada Byrne', quote: 'the', comment: '', replacement: 'the narrow' },
      {
        kind: 'comment',
        author: 'Ada Byrne',
        quote: 'The lamp was cold',
        comment: 'Who let it go out?',
        replacement: undefined,
      },
      // An insertion stands at a point: it anchors on the word before it.
      { kind: 'insertion', author: 'Ada Byrne', quote: 'counted', comment: '', replacement: 'counted every' },
      { kind: 'deletion', author: 'Ada Byrne', quote: ' slowly', comment: '', replacement: '' },
    ]);
  });

  it('reads Chinese comments and changes in characters, and leaves resolved comments out', async () => {
    const reading = await readWordReview(
      await editedDocx([
        { heading: '夜' },
        [
          { ins: '老', by: '林编辑' },
          '守灯人',
          { del: '慢慢地', ins: '缓缓', by: '林编辑' },
          '爬上楼梯。',
          { comment: '灯为什么是冷的？', by: '林编辑', on: '灯是冷的' },
          '，港口',
          { comment: '已改。', by: '林编辑', on: '一片漆黑', resolved: true },
          '。',
        ],
      ]),
    );
    expect(reading.text).toBe('## 夜\n\n守灯人慢慢地爬上楼梯。灯是冷的，港口一片漆黑。');
    for (const m of reading.marks) expect(reading.text.slice(m.start, m.end)).toBe(m.quote);
    const [inserted, ...rest] = reading.marks;
    // At a paragraph's start an insertion anchors on the word after it.
    expect(inserted).toMatchObject({ kind: 'insertion', author: '林编辑', start: '## 夜\n\n'.length });
    expect('守灯人'.startsWith(inserted.quote)).toBe(true);
    expect(inserted.replacement).toBe(`老${inserted.quote}`);
    expect(rest.map(({ kind, quote, comment, replacement }) => [kind, quote, comment, replacement])).toEqual([
      ['replacement', '慢慢地', '', '缓缓'],
      ['comment', '灯是冷的', '灯为什么是冷的？', undefined],
    ]);
  });

  it('refuses a document whose XML is malformed, and one without a body part', async () => {
    const zip = await JSZip.loadAsync(await editedDocx([['Plain words.']]));
    zip.file('word/document.xml', '<w:document xmlns:w="x"><w:body><w:p></w:body></w:document>');
    const broken = await zip.generateAsync({ type: 'nodebuffer' });
    await expect(readWordReview(broken)).rejects.toBeInstanceOf(MalformedPartError);
    zip.remove('word/document.xml');
    await expect(readWordReview(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(/document\.xml/);
  });
});
