import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import type { Caller } from '../../lib/auth/session';

// The session lookup needs a browser cookie and the request headers a Next request: both are
// stood in for; every query runs on real Postgres.
let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers({ 'x-storyfold-client-address': '192.0.2.50' }),
}));

const { signUp, changePassword, signOutEverywhere } = await import('../../lib/actions/account');
const { resetUserPassword, setSignUpMode, createAccount } = await import('../../lib/actions/admin');
const { signInWithPassword } = await import('../../lib/auth/sign-in');
const { isEmbeddedDatabase, seedIfEmpty } = await import('../../lib/data/projects/seed-demo');
const { env } = await import('../../lib/env');

useTestDatabase();

const GOOD = 'quiet-river-lantern-42';
let admin: Caller;
const generation = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).sessionGeneration;
const signIn = (email: string, password: string) => signInWithPassword(db(), { email, password }, '198.51.100.9');

beforeAll(async () => {
  const u = await db().user.create({
    data: { email: 'admin@example.com', name: 'Admin', passwordHash: 'x', role: 'admin' },
  });
  admin = { id: u.id, email: u.email, name: 'Admin', role: 'admin', locale: 'en' };
});
beforeEach(async () => {
  current = null;
  await db().loginAttempt.deleteMany();
});

describe('sign-up', () => {
  it('refuses common and guessable passwords with a field message', async () => {
    for (const password of ['password', 'aaaaaaaa', '12345678', 'Password1!', 'new@example.com1']) {
      const result = await signUp({ email: 'new@example.com', name: 'New Writer', password });
      expect(result).toMatchObject({
        ok: false,
        code: 'invalid_input',
        fieldErrors: { password: expect.stringContaining('easy to guess') },
      });
    }
    expect(await signUp({ email: 'new@example.com', name: 'New', password: GOOD })).toEqual({ ok: true, data: null });
  });

  it('answers the same for an email that already has an account, and changes nothing', async () => {
    const before = await db().user.findUniqueOrThrow({ where: { email: 'new@example.com' } });
    expect(await signUp({ email: 'new@example.com', name: 'Impostor', password: 'another-long-phrase-77' })).toEqual({
      ok: true,
      data: null,
    });
    expect(await db().user.findUniqueOrThrow({ where: { email: 'new@example.com' } })).toMatchObject({
      name: before.name,
      passwordHash: before.passwordHash,
    });
  });

  it('follows the sign-up mode the admin sets; invite-only sites get accounts from the admin', async () => {
    current = admin;
    expect(await setSignUpMode({ mode: 'closed' })).toEqual({ ok: true, data: null });
    current = null;
    expect(await signUp({ email: 'late@example.com', name: 'Late', password: GOOD })).toMatchObject({
      ok: false,
      code: 'sign_up_closed',
    });
    current = admin;
    await setSignUpMode({ mode: 'invite' });
    const created = await createAccount({ email: 'invited@example.com', name: 'Invited' });
    expect(created).toMatchObject({ ok: true, data: { email: 'invited@example.com' } });
    current = null;
    expect(await signUp({ email: 'late@example.com', name: 'Late', password: GOOD })).toMatchObject({
      ok: false,
      code: 'sign_up_closed',
    });
    if (created.ok) expect(await signIn('invited@example.com', created.data.password)).toMatchObject({ ok: true });
    // A writer cannot change the mode: the admin actions do not exist for them.
    current = {
      ...admin,
      id: (await db().user.findUniqueOrThrow({ where: { email: 'new@example.com' } })).id,
      role: 'writer',
    };
    expect(await setSignUpMode({ mode: 'open' })).toMatchObject({ ok: false, code: 'not_found' });
    current = admin;
    await setSignUpMode({ mode: 'open' });
  });

  it('is throttled per client address', async () => {
    const results = [];
    for (let i = 0; i < 12; i++)
      results.push(await signUp({ email: `bulk${i}@example.com`, name: 'Bulk', password: GOOD }));
    expect(results.filter((r) => r.ok)).toHaveLength(env().LOGIN_RATE_LIMIT);
    expect(results.slice(env().LOGIN_RATE_LIMIT)).toEqual([
      expect.objectContaining({ code: 'rate_limited' }),
      expect.objectContaining({ code: 'rate_limited' }),
    ]);
  });
});

describe('sessions end', () => {
  const writer = async (): Promise<Caller> => {
    const u = await db().user.findUniqueOrThrow({ where: { email: 'new@example.com' } });
    return { id: u.id, email: u.email, name: u.name, role: 'writer', locale: 'en' };
  };

  it('on a password change, which checks the current password and the policy', async () => {
    current = await writer();
    const gen = await generation('new@example.com');
    expect(
      await changePassword({
        currentPassword: 'wrong',
        newPassword: 'fresh-meadow-copper-19',
        confirmPassword: 'fresh-meadow-copper-19',
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: expect.any(String) },
    });
    expect(
      await changePassword({ currentPassword: GOOD, newPassword: 'password', confirmPassword: 'password' }),
    ).toMatchObject({ ok: false, fieldErrors: { newPassword: expect.any(String) } });
    expect(await generation('new@example.com')).toBe(gen);
    expect(
      await changePassword({
        currentPassword: GOOD,
        newPassword: 'fresh-meadow-copper-19',
        confirmPassword: 'fresh-meadow-copper-19',
      }),
    ).toEqual({ ok: true, data: null });
    expect(await generation('new@example.com')).toBe(gen + 1);
    expect(await signIn('new@example.com', GOOD)).toMatchObject({ ok: false });
    expect(await signIn('new@example.com', 'fresh-meadow-copper-19')).toMatchObject({
      ok: true,
      user: { sessionGeneration: gen + 1 },
    });
  });

  it('on sign out everywhere and on an admin reset', async () => {
    current = await writer();
    const gen = await generation('new@example.com');
    expect(await signOutEverywhere()).toEqual({ ok: true, data: null });
    expect(await generation('new@example.com')).toBe(gen + 1);
    current = admin;
    const reset = await resetUserPassword({ userId: (await writer()).id });
    expect(reset).toMatchObject({ ok: true, data: { email: 'new@example.com', password: expect.any(String) } });
    expect(await generation('new@example.com')).toBe(gen + 2);
    if (reset.ok) expect(await signIn('new@example.com', reset.data.password)).toMatchObject({ ok: true });
    expect(await db().auditLog.count({ where: { action: 'user.password_reset' } })).toBe(1);
  });
});

describe('seeding', () => {
  it('tells the embedded database from a deployment’s own', () => {
    const e = env();
    expect(isEmbeddedDatabase(`postgresql://storyfold:storyfold@127.0.0.1:${e.EMBEDDED_PG_PORT}/storyfold`, e)).toBe(
      true,
    );
    expect(isEmbeddedDatabase('postgresql://app:secret@db.internal:5432/storyfold', e)).toBe(false);
    expect(isEmbeddedDatabase(undefined, e)).toBe(false);
  });

  it('creates no demo account on an external database', async () => {
    await db().$executeRawUnsafe('TRUNCATE "User" CASCADE');
    const result = await seedIfEmpty(db(), { ...env(), ADMIN_PASSWORD: 'x-admin-password-1' }, { demo: false });
    expect(result).toMatchObject({ seeded: true, demo: false });
    expect((await db().user.findMany({ select: { role: true } })).map((u) => u.role)).toEqual(['admin']);
    expect(await db().project.count()).toBe(0);
  });
});
