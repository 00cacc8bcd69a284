import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { db, useTestDatabase } from '../../support/db';
import { makeProject } from '../../support/projects';

// Importing manuscripts through the server actions, on real Postgres; only the session lookup is replaced.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { importManuscriptProject, importManuscriptSections } = await import('../../../lib/actions/imports');

useTestDatabase();

let alice: Caller;

async function chineseDocx(): Promise<Uint8Array<ArrayBuffer>> {
  const paragraph = (text: string, heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
    new Paragraph({ heading, children: [new TextRun(text)] });
  const doc = new Document({
    sections: [
      {
        children: [
          paragraph('雾港', HeadingLevel.TITLE),
          paragraph('第一章 风起', HeadingLevel.HEADING_1),
          new Paragraph({
            children: [new TextRun('托马斯站在码头上，'), new TextRun({ text: '看着远处的船', bold: true })],
          }),
          paragraph('回忆', HeadingLevel.HEADING_2),
          paragraph('他想起了那个冬天。'),
          paragraph('第二章 夜航', HeadingLevel.HEADING_1),
          paragraph('船在夜里出发，A & B 都在甲板上。'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string) => new File([bytes], name);

async function liveSections(projectId: string) {
  const rows = await db().section.findMany({
    where: { projectId, deletedAt: null, stage: { key: 'final' } },
    orderBy: { position: 'asc' },
    select: {
      displayNumber: true,
      title: true,
      status: true,
      currentVersion: { select: { text: true, source: true } },
    },
  });
  return rows.map((r) => ({ n: r.displayNumber, title: r.title, status: r.status, ...r.currentVersion }));
}

beforeAll(async () => {
  const u = await db().user.create({ data: { email: 'alice@example.com', name: 'Alice', passwordHash: 'x' } });
  alice = { id: u.id, email: u.email, name: 'Alice', role: 'writer', locale: 'en' };
});
beforeEach(() => {
  current = alice;
});

describe('importing sections into a story', () => {
  it('turns a Chinese Word document’s headings into sections, each text an author version', async () => {
    const { id } = await makeProject(alice.id, 'story');
    const result = await importManuscriptSections({
      projectId: id,
      stageKey: 'final',
      file: file(await chineseDocx(), '雾港.docx'),
    });
    expect(result).toEqual({ ok: true, data: { count: 2 } });
    expect(await liveSections(id)).toEqual([
      {
        n: '1',
        title: '第一章 风起',
        status: 'written',
        text: '托马斯站在码头上，**看着远处的船**\n\n# 回忆\n\n他想起了那个冬天。',
        source: 'author',
      },
      { n: '2', title: '第二章 夜航', status: 'written', text: '船在夜里出发，A & B 都在甲板上。', source: 'author' },
    ]);
  });

  it('appends an English Markdown manuscript after the sections already there', async () => {
    const { id } = await makeProject(alice.id, 'story');
    await importManuscriptSections({
      projectId: id,
      stageKey: 'final',
      file: file('# Storm\n\nThe lamp failed.', 'a.md'),
    });
    const md = '# The Lighthouse\n\n## Calm\n\nMorning came.\n\n## Harbour\n\nThe boats returned.\n';
    const result = await importManuscriptSections({ projectId: id, stageKey: 'final', file: file(md, 'book.md') });
    expect(result).toEqual({ ok: true, data: { count: 2 } });
    expect((await liveSections(id)).map((s) => [s.n, s.title, s.text])).toEqual([
      ['1', 'Storm', 'The lamp failed.'],
      ['2', 'Calm', 'Morning came.'],
      ['3', 'Harbour', 'The boats returned.'],
    ]);
  });

  it.each([
    [
      'a corrupt Word document',
      file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 'broken.docx'),
      'unreadable',
    ],
    ['a text file named .docx', file('just text', 'fake.docx'), 'unreadable'],
    ['an empty file', file('', 'empty.md'), 'empty'],
    ['a file of blank lines', file('\n  \n', 'blank.md'), 'empty'],
    ['a picture', file(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'cover.png'), 'wrong_type'],
    ['a file over 3 MB', file('a'.repeat(3 * 1024 * 1024 + 1), 'huge.md'), 'too_large'],
    ['text that is not UTF-8', file(new Uint8Array([0xff, 0xfe, 0x00, 0xd8]), 'latin.txt'), 'unreadable'],
    ['no file at all', 'not a file', 'missing'],
  ])('refuses %s with a message on the file field and writes nothing', async (_, upload, problem) => {
    const { id } = await makeProject(alice.id, 'story');
    current = { ...alice, locale: 'zh' };
    const result = await importManuscriptSections({ projectId: id, stageKey: 'final', file: upload });
    const messages = (await import('../../../lib/i18n/messages/zh/import.json')).default.import.problem;
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { file: messages[problem as keyof typeof messages] },
    });
    expect(await liveSections(id)).toEqual([]);
  });

  it('refuses a stage that is not a story’s or a paper’s sections', async () => {
    const rewrite = await makeProject(alice.id, 'rewrite');
    const story = await makeProject(alice.id, 'story');
    for (const [projectId, stageKey] of [
      [rewrite.id, 'sections'],
      [story.id, 'outline'],
    ]) {
      const result = await importManuscriptSections({ projectId, stageKey, file: file('# A\n\nB', 'a.md') });
      expect(result).toMatchObject({ ok: false, fieldErrors: { file: expect.stringContaining('story or a paper') } });
    }
  });

  it('does not import into someone else’s project', async () => {
    const { id } = await makeProject(alice.id, 'story');
    const u = await db().user.create({ data: { email: 'bob@example.com', name: 'Bob', passwordHash: 'x' } });
    current = { id: u.id, email: u.email, name: 'Bob', role: 'writer', locale: 'en' };
    const result = await importManuscriptSections({ projectId: id, stageKey: 'final', file: file('# A\n\nB', 'a.md') });
    expect(result).toMatchObject({ ok: false, code: 'not_found' });
    expect(await liveSections(id)).toEqual([]);
  });
});

describe('importing a manuscript as a rewrite project', () => {
  it('makes the file the original document, titled and in the language of its text', async () => {
    const result = await importManuscriptProject({ file: file(await chineseDocx(), 'draft.docx') });
    if (!result.ok) throw new Error(result.message);
    const project = await db().project.findUniqueOrThrow({ where: { id: result.data.id } });
    expect(project).toMatchObject({ ownerId: alice.id, template: 'rewrite', title: '雾港', state: 'draft' });
    expect(project.config).toMatchObject({
      language: 'zh',
      originalDocument: expect.stringMatching(/^# 雾港\n\n## 第一章 风起\n\n托马斯站在码头上/),
    });
  });

  it('titles a manuscript without a title of its own after the file, and refuses a corrupt one', async () => {
    const ok = await importManuscriptProject({ file: file('Just one paragraph of notes.', 'Meeting notes.md') });
    if (!ok.ok) throw new Error(ok.message);
    expect(await db().project.findUniqueOrThrow({ where: { id: ok.data.id } })).toMatchObject({
      title: 'Meeting notes',
      config: expect.objectContaining({ language: 'en' }),
    });
    const bad = await importManuscriptProject({ file: file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9]), 'x.docx') });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { file: expect.stringContaining('could not be read') } });
  });
});
