import { describe, expect, it } from 'vitest';
import { gatherExport, type ProjectRows } from '../../../lib/export/gather';
import { SCRIPT_KEYS, scriptRows, scriptText } from './fixtures';

const rewriteRows = (stages: ProjectRows['stages'], sections: ProjectRows['sections'] = []): ProjectRows => ({
  project: {
    id: 'p2',
    title: '入职指南改写',
    template: 'rewrite',
    mode: 'staged',
    state: 'review',
    engine: null,
    config: { originalDocument: '# 入职\n\n新员工请阅读。', clarifications: [], goal: '', language: 'zh' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  stages,
  sections,
});

const OUTLINE = {
  title: '入职指南',
  sections: [
    { key: 'intro', title: '欢迎', goal: '说明读者与目的', targetWords: 200 },
    { key: 'accounts', title: '账号', goal: '列出要开通的系统', targetWords: 300 },
  ],
};

describe('gatherExport', () => {
  it('assembles a completed script in the fixed order: DM handbook, each player, materials, branches', () => {
    const bundle = gatherExport(scriptRows());
    expect(bundle.status).toBe('complete');
    expect(bundle.missing).toEqual([]);
    expect(bundle.assemblyIssue).toBeNull();
    expect(bundle.document.parts.map((p) => p.key)).toEqual(SCRIPT_KEYS);
    expect(bundle.document.parts.map((p) => p.text)).toEqual(SCRIPT_KEYS.map(scriptText));
    expect(bundle.stages.map((s) => s.key)).toEqual(['plan', 'outline', 'chapters', 'assembly']);
    expect(bundle.project.language).toBe('en');
  });

  it('exports a script in progress as a draft with the unwritten chapters marked', () => {
    const rows = scriptRows({ state: 'chapter_review' }, { dm: 'The DM text.', 'player-1': 'Player one.' });
    const bundle = gatherExport(rows);
    expect(bundle.status).toBe('draft');
    expect(bundle.document.parts.map((p) => p.key)).toEqual(SCRIPT_KEYS);
    expect(bundle.missing).toEqual(['player-2', 'player-3', 'materials', 'branches']);
    expect(bundle.document.parts.find((p) => p.key === 'materials')?.text).toBe('(not written yet)');
    expect(bundle.sections.find((s) => s.key === 'dm')?.written).toBe(true);
  });

  it('a completed project with an empty section is still a draft', () => {
    expect(
      gatherExport(scriptRows({}, { ...Object.fromEntries(SCRIPT_KEYS.map((k) => [k, 'x'])), branches: '  ' })).status,
    ).toBe('draft');
  });

  it('plans the parts from the outline before the sections stage has created any, in Chinese', () => {
    const bundle = gatherExport(rewriteRows([{ key: 'outline', status: 'approved', data: OUTLINE }]));
    expect(bundle.document.title).toBe('入职指南');
    expect(bundle.document.parts.map((p) => [p.key, p.heading, p.text])).toEqual([
      ['intro', '欢迎', '（尚未撰写）'],
      ['accounts', '账号', '（尚未撰写）'],
    ]);
    expect(bundle.sections.map((s) => s.id)).toEqual([null, null]);
    expect(bundle.missing).toEqual(['intro', 'accounts']);
  });

  it('has no parts before anything is planned', () => {
    const bundle = gatherExport(rewriteRows([]));
    expect(bundle.document).toEqual({ title: '入职指南改写', parts: [] });
    expect(bundle.status).toBe('draft');
  });

  it('keeps a non-script document in display-number order, inserted sections included', () => {
    const section = (key: string, displayNumber: string, text: string) => ({
      id: `s-${displayNumber}`,
      key,
      stageKey: 'sections',
      displayNumber,
      title: `T${displayNumber}`,
      status: 'written',
      text,
    });
    const rows = rewriteRows(
      [{ key: 'outline', status: 'approved', data: OUTLINE }],
      [section('accounts', '3', 'c'), section('intro', '1', 'a'), section('', '2', 'b')],
    );
    expect(gatherExport(rows).document.parts.map((p) => p.text)).toEqual(['a', 'b', 'c']);
  });

  it('falls back to the section list when the template refuses the sections, and says why', () => {
    const rows = scriptRows();
    rows.sections.push({
      id: 'extra',
      key: '',
      stageKey: 'chapters',
      displayNumber: '6',
      title: 'Epilogue',
      status: 'written',
      text: 'After.',
    });
    const bundle = gatherExport(rows);
    expect(bundle.assemblyIssue).toMatch(/unexpected/);
    expect(bundle.document.parts).toHaveLength(7);
    expect(bundle.document.parts.map((p) => p.key)).toEqual([...SCRIPT_KEYS, '']);
    expect(bundle.document.parts.at(-1)?.heading).toBe('Epilogue');
  });
});
