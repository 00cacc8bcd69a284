import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import type { Caller } from '../../lib/auth/session';
import { seedRound } from './admin-seed';
import type { ShareExpiry } from '../../lib/workflow/share-expiry';

// Only the session lookup is replaced; every query runs on real Postgres.
let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { changeShareLinkExpiry, copyShareLinkAgain, createShareLink, deleteShareLink, revokeShareLink } =
  await import('../../lib/actions/share');
const { listShareLinks } = await import('../../lib/data/share/links');
const { openShareLink } = await import('../../lib/data/share/access');
const { getSharedProject } = await import('../../lib/data/share/view');
const { getRoundHistory } = await import('../../lib/data/share/history');
const { roundDiff } = await import('../../lib/data/refinement/history');
const { default: SharedProjectPage } = await import('../../app/share/[token]/page');

useTestDatabase();

let alice: Caller;
let bob: Caller;
let projectId: string;

const caller = (u: { id: string; email: string; name: string }): Caller => ({ ...u, role: 'writer', locale: 'en' });

async function newLink(expiry: ShareExpiry = '7d', label = '') {
  current = alice;
  const result = await createShareLink({ projectId, label, expiry });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** What Next does with notFound(): the page throws its 404 signal. */
async function pageAnswer(token: string): Promise<'not-found' | 'page'> {
  try {
    await SharedProjectPage({ params: Promise.resolve({ token }) });
    return 'page';
  } catch (error) {
    if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'not-found';
    throw error;
  }
}

beforeAll(async () => {
  alice = caller(await makeUser('alice@example.com'));
  bob = caller(await makeUser('bob@example.com'));
  projectId = (await makeProject(alice.id, 'story')).id;
  await seedRound({ projectId, stageKey: 'samples' });
});

beforeEach(() => {
  current = alice;
});

describe('share links', () => {
  it('open the project read-only, record the opening, and show the owner’s name but not the email', async () => {
    const { id, token } = await newLink('never', 'For my editor');
    const ref = await openShareLink(db(), token);
    expect(ref).toEqual({ linkId: id, projectId, ownerId: alice.id, expiresAt: null, allowComments: false });
    const [link] = (await listShareLinks({ db: db(), ownerId: alice.id, projectId })).filter((l) => l.id === id);
    expect(link).toMatchObject({ label: 'For my editor', status: 'active', expiresAt: null });
    expect(link.lastOpenedAt).not.toBeNull();

    const shared = await getSharedProject(db(), ref!);
    expect(shared.ownerName).toBe('alice');
    expect(shared.stages.find((s) => s.key === 'samples')!.sections[0].text).toContain('Mei climbed the tower');
    const history = await getRoundHistory(db(), { kind: 'share', projectId, ownerId: alice.id });
    expect(history).toHaveLength(1);
    // The scope confines the reader: the same project under someone else's name reads nothing.
    expect(await getRoundHistory(db(), { kind: 'share', projectId, ownerId: bob.id })).toEqual([]);
    expect(history[0].suggestions.map((s) => s.status).sort()).toEqual(['rejected', 'resolved']);
    expect(history[0].changes[0].before?.text).toContain('the lamp stayed dark');
    expect(history[0].changes[0].after.text).toContain('lit the lamp');
    expect(JSON.stringify({ shared, history })).not.toContain('alice@example.com');
    // The owner's diff of the same round reads the same change through the same reader.
    const diff = await roundDiff({ db: db(), ownerId: alice.id, projectId }, history[0].id);
    expect(diff.sections[0].before).toContain('the lamp stayed dark');
    expect(diff.sections[0].after).toContain('lit the lamp');
    await expect(roundDiff({ db: db(), ownerId: bob.id, projectId }, history[0].id)).rejects.toThrow('not_found');
    expect(await pageAnswer(token)).toBe('page');
  });

  it('stop working the moment they are revoked', async () => {
    const { id, token } = await newLink();
    expect(await openShareLink(db(), token)).not.toBeNull();
    expect(await revokeShareLink({ projectId, linkId: id })).toEqual({ ok: true, data: null });
    expect(await openShareLink(db(), token)).toBeNull();
    expect(await pageAnswer(token)).toBe('not-found');
    expect((await listShareLinks({ db: db(), ownerId: alice.id, projectId })).find((l) => l.id === id)?.status).toBe(
      'revoked',
    );
    expect(await revokeShareLink({ projectId, linkId: id })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('answer not found once expired, exactly as an unknown or malformed token does', async () => {
    const { id, token } = await newLink('1d');
    const expiresAt = (await db().shareLink.findUniqueOrThrow({ where: { id } })).expiresAt!;
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await openShareLink(db(), token, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(await openShareLink(db(), token, new Date(expiresAt.getTime() + 1000))).toBeNull();
    await db().shareLink.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await listShareLinks({ db: db(), ownerId: alice.id, projectId })).find((l) => l.id === id)?.status).toBe(
      'expired',
    );
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    for (const t of [token, unknown, 'not-a-token', '../../etc/passwd']) {
      expect(await openShareLink(db(), t)).toBeNull();
      expect(await pageAnswer(t)).toBe('not-found');
    }
  });

  it('store only a hash: the token appears nowhere in the database', async () => {
    const { id, token } = await newLink('30d', 'audit');
    const row = await db().shareLink.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toBe(token);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    // The stored hash is no key: presenting it as a token opens nothing.
    expect(await openShareLink(db(), row.tokenHash)).toBeNull();
    const forms = [
      token,
      Buffer.from(token, 'base64url').toString('hex'),
      Buffer.from(token, 'base64url').toString('base64'),
    ];
    const tables = await db().$queryRaw<
      { table_name: string }[]
    >`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
    for (const { table_name } of tables) {
      const rows = await db().$queryRawUnsafe<{ j: string }[]>(
        `SELECT row_to_json(t)::text AS j FROM "${table_name}" t`,
      );
      for (const { j } of rows) for (const form of forms) expect(j, table_name).not.toContain(form);
    }
  });

  it('belong to the owner: another writer can neither create, list nor revoke them', async () => {
    const { id, token } = await newLink();
    current = bob;
    expect(await createShareLink({ projectId, expiry: 'never' })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await revokeShareLink({ projectId, linkId: id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await listShareLinks({ db: db(), ownerId: bob.id, projectId })).toEqual([]);
    expect(await openShareLink(db(), token)).not.toBeNull();
    current = null;
    expect(await createShareLink({ projectId, expiry: 'never' })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await revokeShareLink({ projectId, linkId: id })).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it('validate their input', async () => {
    expect(await createShareLink({ projectId, expiry: '365d' })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(await createShareLink({ projectId, label: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { label: expect.any(String) },
    });
    expect(await revokeShareLink({ projectId, linkId: "'; DROP TABLE x" })).toMatchObject({
      ok: false,
      code: 'invalid_input',
    });
  });
});

describe('managing links', () => {
  const HOUR = 3_600_000;
  const row = (id: string) => db().shareLink.findUniqueOrThrow({ where: { id } });

  it('copy again: a fresh token with the same label and lifetime, while the earlier link keeps working', async () => {
    const first = await newLink('8h', 'For the printer');
    const again = await copyShareLinkAgain({ projectId, linkId: first.id });
    if (!again.ok) throw new Error(again.message);
    expect(again.data.token).not.toBe(first.token);
    const [before, after] = [await row(first.id), await row(again.data.id)];
    expect(after.label).toBe('For the printer');
    expect(after.expiresAt!.getTime() - after.createdAt.getTime()).toBe(8 * HOUR);
    expect(after.tokenHash).toBe(createHash('sha256').update(again.data.token).digest('hex'));
    expect(before.revokedAt).toBeNull();
    expect(await openShareLink(db(), first.token)).not.toBeNull();
    expect(await openShareLink(db(), again.data.token)).not.toBeNull();
  });

  it('change expiry, counted from now and in hours too; an expired link works again, a revoked one stays revoked', async () => {
    const { id, token } = await newLink('never');
    expect(await changeShareLinkExpiry({ projectId, linkId: id, expiry: '1h' })).toMatchObject({ ok: true });
    const changed = (await row(id)).expiresAt!.getTime() - Date.now();
    expect(changed).toBeGreaterThan(0.9 * HOUR);
    expect(changed).toBeLessThanOrEqual(HOUR);
    await db().shareLink.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await openShareLink(db(), token)).toBeNull();
    expect(await changeShareLinkExpiry({ projectId, linkId: id, expiry: 'never' })).toMatchObject({ ok: true });
    expect(await openShareLink(db(), token)).not.toBeNull();
    await revokeShareLink({ projectId, linkId: id });
    expect(await changeShareLinkExpiry({ projectId, linkId: id, expiry: '30d' })).toMatchObject({ code: 'not_found' });
    expect(await openShareLink(db(), token)).toBeNull();
    expect(await changeShareLinkExpiry({ projectId, linkId: id, expiry: '2h' })).toMatchObject({
      code: 'invalid_input',
    });
  });

  it('delete only a revoked link, and only the owner', async () => {
    const { id } = await newLink('7d', 'short-lived');
    expect(await deleteShareLink({ projectId, linkId: id })).toMatchObject({ ok: false, code: 'not_found' });
    await revokeShareLink({ projectId, linkId: id });
    current = bob;
    expect(await deleteShareLink({ projectId, linkId: id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await copyShareLinkAgain({ projectId, linkId: id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await changeShareLinkExpiry({ projectId, linkId: id, expiry: '1d' })).toMatchObject({ code: 'not_found' });
    current = alice;
    expect(await deleteShareLink({ projectId, linkId: id })).toMatchObject({ ok: true });
    expect(await db().shareLink.findUnique({ where: { id } })).toBeNull();
  });
});
