import { describe, expect, it } from 'vitest';
import { splitManuscript } from '../../../lib/text/manuscript-sections';

describe('splitManuscript', () => {
  it('takes a lone leading top-level heading as the title and cuts at the next level', () => {
    const md =
      '# The Lighthouse\n\n## Storm\n\nThe lamp failed.\n\n### At the rail\n\nShe held on.\n\n## Calm\n\nMorning came.';
    expect(splitManuscript(md, 'file')).toEqual({
      title: 'The Lighthouse',
      sections: [
        { title: 'Storm', text: 'The lamp failed.\n\n# At the rail\n\nShe held on.' },
        { title: 'Calm', text: 'Morning came.' },
      ],
    });
  });

  it('cuts Chinese chapters at repeated top-level headings, keeping text before them as an opening section', () => {
    const md = '序言：雾港的故事。\n\n# 第一章 风起\n\n托马斯站在码头上。\n\n# 第二章 夜航\n\n船在夜里出发。';
    expect(splitManuscript(md, '雾港')).toEqual({
      title: null,
      sections: [
        { title: '雾港', text: '序言：雾港的故事。' },
        { title: '第一章 风起', text: '托马斯站在码头上。' },
        { title: '第二章 夜航', text: '船在夜里出发。' },
      ],
    });
  });

  it('ignores heading marks inside code fences and keeps a text without headings whole', () => {
    const md = 'Intro line.\n\n```\n# not a heading\n```\n\nMore.';
    expect(splitManuscript(md, 'notes')).toEqual({ title: null, sections: [{ title: 'notes', text: md }] });
  });

  it('makes a single heading a section, and returns no sections for no text', () => {
    expect(splitManuscript('# Only\n\nBody.', 'f').sections).toEqual([{ title: 'Only', text: 'Body.' }]);
    expect(splitManuscript('  \n', 'f').sections).toEqual([]);
  });
});
