import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import type { Caller } from '../../lib/auth/session';

// Only the session lookup is replaced (it needs a browser cookie); every query runs on real Postgres.
let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { createProject, renameProject, deleteProject } = await import('../../lib/actions/projects');
const { ownedProjectId } = await import('../../lib/authz/caller');
const { listProjects } = await import('../../lib/data/projects/projects');
const { getProjectBoard } = await import('../../lib/data/projects/board');

useTestDatabase();

let alice: Caller;
let bob: Caller;
let projectId: string;

beforeAll(async () => {
  const make = async (email: string, name: string) => {
    const u = await db().user.create({ data: { email, name, passwordHash: 'x' } });
    return { id: u.id, email, name, role: 'writer' as const, locale: 'en' as const };
  };
  alice = await make('alice@example.com', 'Alice');
  bob = await make('bob@example.com', 'Bob');
  current = alice;
  const created = await createProject({ template: 'story', title: 'Alice’s novel', config: { premise: 'A secret.' } });
  if (!created.ok) throw new Error(created.message);
  projectId = created.data.id;
});

beforeEach(() => {
  current = bob;
});

describe('another user’s project is simply not found', () => {
  it('is not listed', async () => {
    expect((await listProjects(db(), bob.id)).items).toEqual([]);
    expect((await listProjects(db(), alice.id)).items.map((p) => p.id)).toEqual([projectId]);
  });

  it('cannot be opened', async () => {
    await expect(ownedProjectId(bob, projectId)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getProjectBoard({ db: db(), ownerId: bob.id, projectId })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('cannot be renamed', async () => {
    const result = await renameProject({ projectId, title: 'Mine now', version: 1 });
    expect(result).toMatchObject({ ok: false, code: 'not_found' });
    expect((await db().project.findUniqueOrThrow({ where: { id: projectId } })).title).toBe('Alice’s novel');
  });

  it('cannot be deleted', async () => {
    const result = await deleteProject({ projectId, confirmTitle: 'Alice’s novel' });
    expect(result).toMatchObject({ ok: false, code: 'not_found' });
    expect(await db().project.count({ where: { id: projectId } })).toBe(1);
  });

  it('a malformed id is not found either, before any query', async () => {
    await expect(ownedProjectId(bob, "'; DROP TABLE project; --")).rejects.toMatchObject({ code: 'not_found' });
    expect(await renameProject({ projectId: '../etc', title: 'x', version: 1 })).toMatchObject({
      ok: false,
      code: 'invalid_input',
    });
  });

  it('signed-out callers are refused', async () => {
    current = null;
    expect(await renameProject({ projectId, title: 'x', version: 1 })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(await createProject({ template: 'story', title: 'x', config: { premise: 'y' } })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });
});

describe('the owner', () => {
  beforeEach(() => {
    current = alice;
  });

  it('renames with the current version; a stale version is a conflict that shows both titles', async () => {
    const first = await renameProject({ projectId, title: 'Second title', version: 1 });
    expect(first).toEqual({ ok: true, data: { version: 2 } });
    const stale = await renameProject({ projectId, title: 'Lost update?', version: 1 });
    expect(stale).toMatchObject({
      ok: false,
      code: 'conflict',
      details: { theirs: 'Second title', mine: 'Lost update?' },
    });
  });

  it('gets field messages for bad input instead of errors', async () => {
    const empty = await renameProject({ projectId, title: '   ', version: 2 });
    expect(empty).toMatchObject({ ok: false, code: 'invalid_input', fieldErrors: { title: 'Required.' } });
    const badConfig = await createProject({
      template: 'script',
      title: 'Game',
      config: { playerCount: 40, era: '', theme: 't' },
    });
    expect(badConfig).toMatchObject({ ok: false, code: 'invalid_input' });
    if (!badConfig.ok)
      expect(Object.keys(badConfig.fieldErrors ?? {}).sort()).toEqual(['config.era', 'config.playerCount']);
  });

  it('deletes only with the exact title typed, into the trash', async () => {
    const wrong = await deleteProject({ projectId, confirmTitle: 'anything' });
    expect(wrong).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { confirmTitle: expect.any(String) },
    });
    expect((await listProjects(db(), alice.id)).items).toHaveLength(1);
    expect(await deleteProject({ projectId, confirmTitle: ' Second title ' })).toEqual({ ok: true, data: null });
    expect((await listProjects(db(), alice.id)).items).toEqual([]);
    await expect(ownedProjectId(alice, projectId)).rejects.toMatchObject({ code: 'not_found' });
    expect(await db().project.count()).toBe(1);
  });
});
