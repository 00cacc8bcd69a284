import { describe, expect, it } from 'vitest';
import { assembleDocument, documentToMarkdown, type CompletedProject } from '@/lib/workflow/assembly';
import { scriptChapters } from '@/lib/workflow/templates/script';

const scriptProject = (playerCount: number): CompletedProject => ({
  template: 'script',
  mode: 'staged',
  title: 'Murder at the Manor',
  config: { playerCount },
  artifacts: {},
  sections: {
    chapters: scriptChapters(playerCount).map((c) => ({
      key: c.key,
      displayNumber: c.displayNumber,
      title: c.title,
      text: `Text of ${c.key}`,
    })),
  },
});

describe('assembleDocument', () => {
  it('assembles a script as DM handbook, player handbooks, materials, branch structure', () => {
    const r = assembleDocument(scriptProject(2));
    expect(r.ok && r.document).toEqual({
      title: 'Murder at the Manor',
      parts: [
        { heading: 'DM handbook', level: 1, text: 'Text of dm', key: 'dm' },
        { heading: 'Player handbook 1', level: 1, text: 'Text of player-1', key: 'player-1' },
        { heading: 'Player handbook 2', level: 1, text: 'Text of player-2', key: 'player-2' },
        { heading: 'Materials', level: 1, text: 'Text of materials', key: 'materials' },
        { heading: 'Branch structure', level: 1, text: 'Text of branches', key: 'branches' },
      ],
    });
  });

  it('refuses a script with a missing or an extra chapter', () => {
    const p = scriptProject(2);
    const missing = { ...p, sections: { chapters: p.sections.chapters.slice(1) } };
    expect(assembleDocument(missing)).toMatchObject({ ok: false, code: 'incomplete' });
    const extra = { ...p, config: { playerCount: 1 } };
    const r = assembleDocument(extra);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('player-2');
  });

  it('orders paper sections by display number, shows the numbers, and appends references', () => {
    const r = assembleDocument({
      template: 'paper',
      mode: 'staged',
      title: 'Working title',
      config: { citationStyle: 'GB/T 7714', language: 'zh' },
      artifacts: { plan: { title: '论文题目' } },
      sections: {
        sections: [
          { key: 'c', displayNumber: '10', title: 'End', text: 'E' },
          { key: 'b', displayNumber: '2.1', title: 'Sub', text: 'S [@zhang2020]' },
          { key: 'a', displayNumber: '2', title: 'Body', text: 'B' },
        ],
      },
      references: [
        {
          item: {
            id: 'zhang2020',
            type: 'article-journal',
            author: [{ family: '张', given: '三' }],
            issued: { 'date-parts': [[2020]] },
            title: '标题',
            'container-title': '期刊',
          },
          verified: true,
        },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.document.title).toBe('论文题目');
    expect(r.document.parts.map((p) => [p.heading, p.level])).toEqual([
      ['2 Body', 1],
      ['2.1 Sub', 2],
      ['10 End', 1],
      ['参考文献', 1],
    ]);
    expect(r.document.parts[1].text).toBe('S [1]');
    expect(r.document.parts[3].text).toBe('[1] 张三. 标题[J]. 期刊, 2020.');
  });

  it('titles the document with the project title when the only artifact title is an offline scaffold', () => {
    const sections = { sections: [{ key: 'a', displayNumber: '1', title: 'Intro', text: 'I' }] };
    for (const label of ['[Scaffold] The Lighthouse', '【草稿骨架】灯塔']) {
      const r = assembleDocument({
        template: 'paper',
        mode: 'staged',
        title: 'The Keeper',
        config: {},
        artifacts: { plan: { title: label } },
        sections,
      });
      expect(r.ok && r.document.title).toBe('The Keeper');
    }
  });

  it('refuses a project with no sections', () => {
    expect(
      assembleDocument({ template: 'story', mode: 'oneshot', title: 't', config: {}, artifacts: {}, sections: {} }),
    ).toMatchObject({ ok: false });
  });
});

describe('documentToMarkdown', () => {
  it('renders the title as H1 and parts one level below', () => {
    const md = documentToMarkdown({
      title: 'Doc',
      parts: [
        { heading: '1 Intro', level: 1, text: 'Hello.', key: 'a' },
        { heading: '1.1 Deep\nline', level: 2, text: '', key: 'b' },
      ],
    });
    expect(md).toBe('# Doc\n\n## 1 Intro\n\nHello.\n\n### 1.1 Deep line\n');
  });
});
