import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../lib/auth/session';
import { appendVersion } from '../../lib/data/versions/append-version';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';

// The editor's saves through their JSON route: the saveSection action's guarantees (who calls, what
// they may touch, a stale save refused with both texts, every edit a version), and only from the
// app's own pages.

let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => unknown) => void task(),
}));
const { POST } = await import('../../app/api/sections/text/route');

useTestDatabase();

const HOST = 'storyfold.test';
let owner: Caller;
let stranger: Caller;
let projectId: string;
let sectionId: string;

const asCaller = (u: { id: string; email: string; name: string }): Caller => ({ ...u, role: 'writer', locale: 'en' });

function post(input: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request(`http://${HOST}/api/sections/text`, {
      method: 'POST',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(input),
    }),
  );
}

const versions = () => db().version.count({ where: { sectionId } });
const sectionVersion = async () => (await db().section.findUniqueOrThrow({ where: { id: sectionId } })).version;

beforeAll(async () => {
  owner = asCaller(await makeUser('route-save@example.com'));
  stranger = asCaller(await makeUser('route-save-stranger@example.com'));
  projectId = (await makeProject(owner.id, 'story')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionId = (
    await db().section.create({ data: { projectId, stageId, position: 0, displayNumber: '1', title: 'One' } })
  ).id;
  await db().$transaction((tx) =>
    appendVersion(tx, { projectId, stageId, sectionId, text: 'The lamp.', source: 'model' }),
  );
});

describe('the section save route', () => {
  it('saves the owner’s text as a new version and answers the new edit version', async () => {
    current = owner;
    const base = await sectionVersion();
    const reply = await post({ projectId, sectionId, version: base, text: 'The lamp was lit.' });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true, data: { version: base + 1, words: 4, lengthUnit: 'words' } });
    const section = await db().section.findUniqueOrThrow({
      where: { id: sectionId },
      include: { currentVersion: true },
    });
    expect(section.currentVersion?.text).toBe('The lamp was lit.');
    expect(section.currentVersion?.source).toBe('author');
  });

  it('refuses a save from an older base with both texts, writing nothing', async () => {
    current = owner;
    const base = await sectionVersion();
    const before = await versions();
    const reply = await post({ projectId, sectionId, version: base - 1, text: 'My older edit.' });
    expect(await reply.json()).toMatchObject({
      ok: false,
      code: 'conflict',
      details: { theirs: 'The lamp was lit.', mine: 'My older edit.', theirsVersion: base },
    });
    expect(await versions()).toBe(before);
  });

  it('answers another writer and a signed-out visitor as the action does, writing nothing', async () => {
    const before = await versions();
    const input = { projectId, sectionId, version: await sectionVersion(), text: 'Not theirs.' };
    current = stranger;
    expect(await (await post(input)).json()).toMatchObject({ ok: false, code: 'not_found' });
    current = null;
    expect(await (await post(input)).json()).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await versions()).toBe(before);
  });

  it('refuses what another site could send (another origin, none, or not JSON), writing nothing', async () => {
    current = owner;
    const before = await versions();
    const input = { projectId, sectionId, version: await sectionVersion(), text: 'Forged.' };
    const forged: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: '' },
      { 'content-type': 'text/plain;charset=UTF-8' },
    ];
    for (const headers of forged) {
      const reply = await post(input, headers);
      expect(reply.status).toBe(403);
    }
    expect(await versions()).toBe(before);
  });

  it('refuses malformed input with a clear message, not an error', async () => {
    current = owner;
    const reply = await POST(
      new Request(`http://${HOST}/api/sections/text`, {
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
        body: '{not json',
      }),
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ ok: false, code: 'invalid_input', message: expect.any(String) });
  });
});
