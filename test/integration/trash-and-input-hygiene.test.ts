import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import type { Caller } from '../../lib/auth/session';

// Only the session lookup is replaced (it needs a browser cookie); every query runs on real Postgres.
let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { createProject, renameProject, deleteProject, restoreProject } = await import('../../lib/actions/projects');
const { stopLoop } = await import('../../lib/actions/loops');
const { listProjects } = await import('../../lib/data/projects/projects');
const { listTrash, purgeExpiredTrash } = await import('../../lib/data/projects/trash');
const { unsafeTextPaths } = await import('../../lib/validation');

useTestDatabase();

let alice: Caller;
let bob: Caller;

const make = async (email: string, name: string): Promise<Caller> => {
  const u = await db().user.create({ data: { email, name, passwordHash: 'x' } });
  return { id: u.id, email, name, role: 'writer', locale: 'en' };
};
async function project(title: string): Promise<string> {
  const created = await createProject({ template: 'story', title, config: { premise: 'A secret.' } });
  if (!created.ok) throw new Error(created.message);
  return created.data.id;
}

beforeAll(async () => {
  alice = await make('alice@example.com', 'Alice');
  bob = await make('bob@example.com', 'Bob');
});
beforeEach(() => {
  current = alice;
});

describe('the trash', () => {
  it('keeps a deleted project restorable, with everything in it', async () => {
    const id = await project('Lighthouse');
    const stages = await db().stage.count({ where: { projectId: id } });
    expect(await deleteProject({ projectId: id, confirmTitle: 'Lighthouse' })).toEqual({ ok: true, data: null });
    expect((await listTrash(db(), alice.id)).map((p) => p.title)).toEqual(['Lighthouse']);
    // Actions on a trashed project find nothing, like pages and routes.
    expect(await renameProject({ projectId: id, title: 'x', version: 1 })).toMatchObject({
      ok: false,
      code: 'not_found',
    });

    current = bob;
    expect(await restoreProject({ projectId: id })).toMatchObject({ ok: false, code: 'not_found' });
    current = alice;
    expect(await restoreProject({ projectId: id })).toEqual({ ok: true, data: null });
    expect((await listProjects(db(), alice.id)).items.map((p) => p.id)).toContain(id);
    expect(await db().stage.count({ where: { projectId: id } })).toBe(stages);
    expect(await listTrash(db(), alice.id)).toEqual([]);
  });

  it('purges after 30 days, and then it cannot be restored', async () => {
    const id = await project('Old draft');
    await deleteProject({ projectId: id, confirmTitle: 'Old draft' });
    await db().project.update({ where: { id }, data: { deletedAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await restoreProject({ projectId: id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await purgeExpiredTrash(db())).toBe(1);
    expect(await db().project.count({ where: { id } })).toBe(0);
  });
});

describe('text that cannot be stored', () => {
  it('finds NUL bytes and lone surrogates anywhere in an input, keys included', () => {
    expect(
      unsafeTextPaths({ a: 'fine 汉字 🙂', b: ['ok', 'x\u0000y'], c: { d: '\uD83D' }, e: '\uDE00z', ['k\u0000']: 1 }),
    ).toEqual(['b.1', 'c.d', 'e', 'k\u0000']);
    expect(unsafeTextPaths({ a: '🙂', n: 3, z: null })).toEqual([]);
  });

  it.each([
    ['a NUL byte', 'Title\u0000'],
    ['a lone high surrogate', 'Title \uD800'],
    ['a lone low surrogate', '\uDC00 Title'],
  ])('refuses %s in a title with a field message', async (_label, title) => {
    const created = await createProject({ template: 'story', title, config: { premise: 'A secret.' } });
    expect(created).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { title: expect.stringContaining('cannot be stored') },
    });
    const config = await createProject({ template: 'story', title: 'Fine', config: { premise: 'x\u0000' } });
    expect(config).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { 'config.premise': expect.any(String) },
    });
  });

  it('refuses a NUL in an id as not found or invalid, never unexpected', async () => {
    const result = await deleteProject({ projectId: '\u0000', confirmTitle: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).not.toBe('unexpected');
  });
});

describe('stopLoop', () => {
  it('is not found for another writer’s loop, idle or running, and changes nothing', async () => {
    current = bob;
    const bobProject = await project('Bob’s book');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: bobProject, key: 'final' } });
    const loop = await db().loop.create({ data: { projectId: bobProject, stageId: stage.id } });
    current = alice;
    const aliceProject = await project('Alice’s book');
    const idle = await stopLoop({ projectId: bobProject, loopId: loop.id });
    const idleViaOwnProject = await stopLoop({ projectId: aliceProject, loopId: loop.id });
    const run = await db().run.create({
      data: {
        projectId: bobProject,
        stageId: stage.id,
        kind: 'loop.auto',
        status: 'running',
        params: { loopId: loop.id },
        createdById: bob.id,
      },
    });
    const running = await stopLoop({ projectId: bobProject, loopId: loop.id });
    for (const result of [idle, idleViaOwnProject, running])
      expect(result).toMatchObject({ ok: false, code: 'not_found' });
    expect(await db().run.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ status: 'running' });

    current = bob;
    expect(await stopLoop({ projectId: bobProject, loopId: loop.id })).toEqual({ ok: true, data: null });
  });
});

describe('choosing the engine', () => {
  it('refuses the model engine when no model is configured, instead of silently running offline', async () => {
    const { resetEnvCache } = await import('../../lib/env');
    const saved = { url: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    resetEnvCache();
    try {
      const before = await db().project.count();
      const refused = await createProject({
        template: 'story',
        title: 'Needs a model',
        engine: 'model',
        config: { premise: 'A secret.' },
      });
      expect(refused).toMatchObject({ ok: false, code: 'invalid_input' });
      if (!refused.ok) expect(refused.fieldErrors?.engine).toMatch(/No model is configured/);
      expect(await db().project.count()).toBe(before);
      expect(
        await createProject({
          template: 'story',
          title: 'Offline',
          engine: 'offline',
          config: { premise: 'A secret.' },
        }),
      ).toMatchObject({ ok: true });
    } finally {
      if (saved.url !== undefined) process.env.OPENAI_BASE_URL = saved.url;
      if (saved.key !== undefined) process.env.OPENAI_API_KEY = saved.key;
      resetEnvCache();
    }
  });
});
