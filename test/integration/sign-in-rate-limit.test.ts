import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { hashPassword } from '../../lib/auth/password';
import { signInWithPassword } from '../../lib/auth/sign-in';

useTestDatabase();

const email = 'writer@example.com';
const password = 'right-password';

beforeAll(async () => {
  await db().user.create({ data: { email, name: 'W', passwordHash: await hashPassword(password) } });
});

const attempt = (pw: string, address = '10.0.0.1', who = email) => signInWithPassword(db(), { email: who, password: pw }, address);

describe('sign-in', () => {
  it('answers a wrong password and an unknown email the same way', async () => {
    expect(await attempt('nope-nope')).toEqual({ ok: false, code: 'invalid' });
    expect(await attempt(password, '10.0.0.1', 'nobody@example.com')).toEqual({ ok: false, code: 'invalid' });
    await db().loginAttempt.deleteMany();
  });

  it('trips after 10 attempts per email within 15 minutes, even with the right password, then resets', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-guess', `10.0.1.${i}`)).ok).toBe(false);
    const blocked = await attempt(password, '10.0.2.1');
    expect(blocked).toMatchObject({ ok: false, code: 'rate_limited' });
    if (!blocked.ok) expect(blocked.retryAfterSeconds).toBeGreaterThan(0);

    // The window slides: once the attempts are older than 15 minutes the email may sign in again.
    await db().loginAttempt.updateMany({ data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    expect(await attempt(password, '10.0.2.1')).toMatchObject({ ok: true, user: { email } });
  });

  it('also limits one client address across many emails', async () => {
    await db().loginAttempt.deleteMany();
    for (let i = 0; i < 10; i++) await attempt('x-password', '192.0.2.7', `guess${i}@example.com`);
    expect(await attempt(password, '192.0.2.7')).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(await attempt(password, '192.0.2.8')).toMatchObject({ ok: true });
  });
});
