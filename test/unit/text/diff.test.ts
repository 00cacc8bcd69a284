import { describe, expect, it } from 'vitest';
import { applySegments, diffStats, diffTexts, isSameText, segmentsConnect, sidesOf } from '@/lib/text/diff';

describe('diffTexts', () => {
  it('diffs whole words and rebuilds both versions', () => {
    const a = 'The quick brown fox jumps over the lazy dog.';
    const b = 'The slow red fox jumps over the lazy dogs!';
    const segments = diffTexts(a, b);
    expect(segments).toEqual([
      { op: 'equal', text: 'The ' },
      { op: 'delete', text: 'quick brown' },
      { op: 'insert', text: 'slow red' },
      { op: 'equal', text: ' fox jumps over the lazy ' },
      { op: 'delete', text: 'dog.' },
      { op: 'insert', text: 'dogs!' },
    ]);
    expect(applySegments(a, segments)).toBe(b);
    expect(sidesOf(segments)).toEqual({ before: a, after: b });
  });

  it('keeps words with inner apostrophes and hyphens whole', () => {
    const segments = diffTexts("It's a well-known fact.", 'It’s a well-worn fact.');
    expect(segments.filter((s) => s.op !== 'equal').map((s) => s.text)).toEqual([
      "It's",
      'It’s',
      'well-known',
      'well-worn',
    ]);
  });

  it('diffs CJK text character by character', () => {
    const a = '我们今天去公园玩。';
    const b = '我们明天去公园散步。';
    const segments = diffTexts(a, b);
    expect(segments).toEqual([
      { op: 'equal', text: '我们' },
      { op: 'delete', text: '今' },
      { op: 'insert', text: '明' },
      { op: 'equal', text: '天去公园' },
      { op: 'delete', text: '玩' },
      { op: 'insert', text: '散步' },
      { op: 'equal', text: '。' },
    ]);
    expect(diffStats(segments)).toEqual({ inserted: 3, deleted: 2 });
  });

  it('handles empty texts', () => {
    expect(diffTexts('', '')).toEqual([]);
    expect(diffTexts('', 'New text.')).toEqual([{ op: 'insert', text: 'New text.' }]);
    expect(diffTexts('Old text.', '')).toEqual([{ op: 'delete', text: 'Old text.' }]);
    expect(diffTexts('Same.', 'Same.')).toEqual([{ op: 'equal', text: 'Same.' }]);
  });

  it('finds edits in separate paragraphs of a long text', () => {
    const paragraph = (n: number) => `Paragraph ${n} tells of the river and the town. It goes on a while.`;
    const a = Array.from({ length: 300 }, (_, i) => paragraph(i)).join('\n\n');
    const b = a
      .replace('Paragraph 10 tells', 'Paragraph 10 sings')
      .replace('Paragraph 250 tells of the river', 'Paragraph 250 tells of the sea');
    const segments = diffTexts(a, b);
    expect(segments.filter((s) => s.op !== 'equal').map((s) => s.text)).toEqual(['tells', 'sings', 'river', 'sea']);
    expect(segmentsConnect(a, b, segments)).toBe(true);
  });
});

describe('diffStats', () => {
  it('counts inserted and deleted words', () => {
    const segments = diffTexts('one two three four', 'one 2 three four five six');
    expect(diffStats(segments)).toEqual({ inserted: 3, deleted: 1 });
  });
});

describe('applySegments', () => {
  it('refuses a diff that does not fit the text', () => {
    const segments = diffTexts('alpha beta', 'alpha gamma');
    expect(() => applySegments('alpha delta', segments)).toThrow(/does not fit/);
    expect(() => applySegments('alpha beta and more', segments)).toThrow(/covers/);
  });
});

describe('isSameText', () => {
  it('ignores line-ending style and Unicode composition, nothing else', () => {
    expect(isSameText('a\r\nb', 'a\nb')).toBe(true);
    expect(isSameText('caf\u00e9', 'cafe\u0301')).toBe(true);
    expect(isSameText('a b', 'a  b')).toBe(false);
    expect(isSameText('a', 'A')).toBe(false);
  });
});
