import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../lib/auth/session';
import { db, useTestDatabase } from '../support/db';
import { editedDocx } from '../support/editor-docx';
import { makeProject, makeUser } from '../support/projects';
import { appendVersion } from '../../lib/data/versions/append-version';

// The import action as the Editor in Word panel calls it, on real Postgres and a real import thread;
// only the session lookup is replaced.
let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { importEditorDocx } = await import('../../lib/actions/editor-review');

useTestDatabase();

const TEXT = '守灯人慢慢地爬上楼梯。灯是冷的，港口一片漆黑。';
let owner: Caller;
let stranger: Caller;
let projectId: string;

const returned = async () =>
  new File(
    [
      new Uint8Array(
        await editedDocx([
          [
            '守灯人',
            { del: '慢慢地', ins: '缓缓', by: '林编辑' },
            '爬上楼梯。',
            { comment: '为什么？', by: '林编辑', on: '灯是冷的' },
          ],
        ]),
      ),
    ],
    '返回.docx',
  );

beforeAll(async () => {
  const a = await makeUser('editor-action@example.com');
  const b = await makeUser('editor-stranger@example.com');
  owner = { id: a.id, email: a.email, name: 'Owner', role: 'writer', locale: 'zh' };
  stranger = { id: b.id, email: b.email, name: 'Stranger', role: 'writer', locale: 'en' };
  projectId = (await makeProject(owner.id, 'story', 'staged', 'offline')).id;
  const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
  const section = await db().section.create({
    data: { projectId, stageId: stage.id, position: 0, displayNumber: '1', title: '夜', status: 'written' },
  });
  await db().$transaction((tx) =>
    appendVersion(tx, {
      projectId,
      stageId: stage.id,
      sectionId: section.id,
      text: TEXT,
      source: 'author',
      engine: null,
    }),
  );
});

beforeEach(() => {
  current = owner;
});

describe('importing an editor’s Word file', () => {
  it('takes in the owner’s file, and reaches no one else’s project', async () => {
    current = stranger;
    expect(await importEditorDocx({ projectId, stageKey: 'final', file: await returned() })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await db().readerComment.count({ where: { projectId } })).toBe(0);
    current = owner;
    expect(await importEditorDocx({ projectId, stageKey: 'final', file: await returned() })).toMatchObject({
      ok: true,
      data: { imported: 2, unplaced: 0 },
    });
    const rows = await db().readerComment.findMany({ where: { projectId }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => [r.role, r.type, r.readerName, r.replacement])).toEqual(
      expect.arrayContaining([
        ['editor', 'tracked-change', '林编辑', '缓缓'],
        ['editor', 'word-comment', '林编辑', null],
      ]),
    );
  });

  it('answers a wrong or broken file on its field, in the writer’s language', async () => {
    const wrong = await importEditorDocx({ projectId, stageKey: 'final', file: new File(['# 夜'], 'notes.md') });
    expect(wrong).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { file: expect.stringContaining('.docx') },
    });
    const broken = await importEditorDocx({ projectId, stageKey: 'final', file: new File(['not a zip'], 'x.docx') });
    expect(broken).toMatchObject({ ok: false, fieldErrors: { file: expect.stringContaining('无法读取') } });
    const missing = await importEditorDocx({ projectId, stageKey: 'final', file: 'nothing' });
    expect(missing).toMatchObject({ ok: false, fieldErrors: { file: '请选择编辑返回的 Word 文件。' } });
  });
});
