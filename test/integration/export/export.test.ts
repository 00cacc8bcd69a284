import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { db, useTestDatabase } from '../../support/db';
import { docxParagraphs } from '../../unit/export/zip';

// The export route and loadAssembledDocument on real Postgres; only the session lookup is replaced.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));

const { loadAssembledDocument } = await import('../../../lib/export/load');
const { exportMarkdown } = await import('../../../lib/export/markdown');
const { exportJson } = await import('../../../lib/export/json');
const { exportDocx } = await import('../../../lib/export/docx');
const { GET } = await import('../../../app/api/projects/[projectId]/export/route');

useTestDatabase();

const ORDER = ['dm', 'player-1', 'player-2', 'player-3', 'materials', 'branches'];
const TITLES: Record<string, string> = {
  dm: 'DM handbook',
  'player-1': 'Player handbook 1: Lin',
  'player-2': 'Player handbook 2: 陈',
  'player-3': 'Player handbook 3: Hu',
  materials: 'Materials',
  branches: 'Branch structure',
};
const textOf = (key: string) => `The ${key} chapter text, 第${ORDER.indexOf(key)}章。`;

let alice: Caller;
let bob: Caller;
let scriptId: string;
let draftId: string;

async function user(email: string): Promise<Caller> {
  const u = await db().user.create({ data: { email, name: email, passwordHash: 'x' } });
  return { id: u.id, email, name: email, role: 'writer', locale: 'en' };
}

/** A completed three-player script, written stage by stage as the workers would leave it. */
async function completedScript(ownerId: string): Promise<string> {
  const project = await db().project.create({
    data: {
      ownerId,
      title: '翡翠阁谋杀案',
      template: 'script',
      state: 'completed',
      config: {
        playerCount: 3,
        gameType: 'deduction',
        era: 'Shanghai, 1931',
        theme: 'A jeweller dies',
        language: 'en',
      },
      stages: {
        create: ['plan', 'outline', 'chapters', 'assembly'].map((key, position) => ({
          key,
          position,
          status: 'approved',
        })),
      },
    },
    include: { stages: true },
  });
  const stage = (key: string) => project.stages.find((s) => s.key === key)!;
  const outline = await db().version.create({
    data: {
      projectId: project.id,
      stageId: stage('outline').id,
      number: 1,
      source: 'model',
      data: { trickMechanism: 'The lamp' },
    },
  });
  await db().stage.update({ where: { id: stage('outline').id }, data: { currentVersionId: outline.id } });
  // Created out of order, positions say the order; a deleted earlier copy of player-2 must not show.
  for (const key of [...ORDER].reverse()) {
    const section = await db().section.create({
      data: {
        projectId: project.id,
        stageId: stage('chapters').id,
        key,
        position: ORDER.indexOf(key),
        displayNumber: String(ORDER.indexOf(key)),
        title: TITLES[key],
        status: 'passed',
      },
    });
    const v1 = await db().version.create({
      data: {
        projectId: project.id,
        stageId: stage('chapters').id,
        sectionId: section.id,
        number: 1,
        source: 'model',
        text: 'first draft',
      },
    });
    const v2 = await db().version.create({
      data: {
        projectId: project.id,
        stageId: stage('chapters').id,
        sectionId: section.id,
        number: 2,
        source: 'author',
        text: textOf(key),
        parentId: v1.id,
      },
    });
    await db().section.update({ where: { id: section.id }, data: { currentVersionId: v2.id } });
  }
  await db().section.create({
    data: {
      projectId: project.id,
      stageId: stage('chapters').id,
      key: 'player-2',
      position: 9,
      displayNumber: '9',
      title: 'Old player 2',
      deletedAt: new Date(),
    },
  });
  return project.id;
}

beforeAll(async () => {
  alice = await user('alice@example.com');
  bob = await user('bob@example.com');
  scriptId = await completedScript(alice.id);
  const draft = await db().project.create({
    data: {
      ownerId: alice.id,
      title: 'Onboarding rewrite',
      template: 'rewrite',
      state: 'review',
      config: { originalDocument: '# Onboarding\n\nRead this.', clarifications: [], goal: '', language: 'en' },
      stages: { create: ['outline', 'sections', 'review'].map((key, position) => ({ key, position })) },
    },
    include: { stages: true },
  });
  const outlineStage = draft.stages.find((s) => s.key === 'outline')!;
  const data = {
    title: 'Onboarding',
    sections: [
      { key: 'intro', title: 'Welcome', goal: 'Who this is for', targetWords: 100 },
      { key: 'laptop', title: 'Your laptop', goal: 'Getting it', targetWords: 100 },
    ],
  };
  const version = await db().version.create({
    data: { projectId: draft.id, stageId: outlineStage.id, number: 1, source: 'model', data },
  });
  await db().stage.update({ where: { id: outlineStage.id }, data: { currentVersionId: version.id, status: 'review' } });
  draftId = draft.id;
});

beforeEach(() => {
  current = alice;
});

const increasing = (xs: number[]) => xs.every((x, i) => x >= 0 && (i === 0 || x > xs[i - 1]));

describe('loadAssembledDocument', () => {
  it('assembles a completed script: DM handbook, three player handbooks, materials, branch structure', async () => {
    const bundle = await loadAssembledDocument({ db: db(), ownerId: alice.id, projectId: scriptId });
    expect(bundle.status).toBe('complete');
    expect(bundle.document.parts.map((p) => [p.key, p.heading, p.text])).toEqual(
      ORDER.map((k) => [k, TITLES[k], textOf(k)]),
    );
    expect(bundle.sections.map((s) => s.key).sort()).toEqual([...ORDER].sort());
    expect(bundle.stages.find((s) => s.key === 'outline')?.artifact).toEqual({ trickMechanism: 'The lamp' });
  });

  it('puts every part in order into Markdown, JSON and Word', async () => {
    const bundle = await loadAssembledDocument({ db: db(), ownerId: alice.id, projectId: scriptId });
    const md = exportMarkdown(bundle);
    expect(increasing(ORDER.map((k) => md.indexOf(`## ${TITLES[k]}\n\n${textOf(k)}`)))).toBe(true);
    const json = exportJson(bundle) as any;
    expect(json.script.dmHandbook.text).toBe(textOf('dm'));
    expect(json.script.playerHandbooks.map((p: { text: string }) => p.text)).toEqual(
      ['player-1', 'player-2', 'player-3'].map(textOf),
    );
    expect([json.script.materials.key, json.script.branchStructure.key]).toEqual(['materials', 'branches']);
    expect(json.sections.every((s: { id: string }) => typeof s.id === 'string')).toBe(true);
    const lines = docxParagraphs(await exportDocx(bundle));
    expect(increasing(ORDER.flatMap((k) => [lines.indexOf(TITLES[k]), lines.indexOf(textOf(k))]))).toBe(true);
  });

  it('exports a project in progress as a draft, with the planned parts marked', async () => {
    const bundle = await loadAssembledDocument({ db: db(), ownerId: alice.id, projectId: draftId });
    expect(bundle.status).toBe('draft');
    expect(bundle.document.parts.map((p) => [p.heading, p.text])).toEqual([
      ['Welcome', '(not written yet)'],
      ['Your laptop', '(not written yet)'],
    ]);
  });

  it('is not found for another user, an unknown id or a malformed one', async () => {
    await expect(loadAssembledDocument({ db: db(), ownerId: bob.id, projectId: scriptId })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      loadAssembledDocument({ db: db(), ownerId: alice.id, projectId: 'c'.repeat(25) }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(loadAssembledDocument({ db: db(), ownerId: alice.id, projectId: '../x' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('GET /api/projects/:projectId/export', () => {
  const get = (projectId: string, query = '') =>
    GET(new Request(`http://localhost/api/projects/${projectId}/export${query}`), {
      params: Promise.resolve({ projectId }),
    });

  it('downloads Markdown with a safe filename for a Chinese title', async () => {
    const res = await get(scriptId, '?format=md');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="storyfold-export.md"; filename*=UTF-8''${encodeURIComponent('翡翠阁谋杀案.md')}`,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.text()).toContain(textOf('branches'));
  });

  it('downloads Word and JSON', async () => {
    const docx = await get(scriptId, '?format=docx');
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const json = await get(scriptId, '?format=json');
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await json.json()).script.playerHandbooks).toHaveLength(3);
  });

  it('refuses the signed-out (401), strangers (404) and unknown formats (400)', async () => {
    expect((await get(scriptId, '?format=rtf')).status).toBe(400);
    expect(await (await get(scriptId, '?format=rtf')).json()).toMatchObject({
      ok: false,
      code: 'invalid_input',
      message: expect.stringContaining('md, docx, json'),
    });
    current = bob;
    const stranger = await get(scriptId, '?format=md');
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'not_found' });
    current = null;
    const anonymous = await get(scriptId, '?format=md');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
