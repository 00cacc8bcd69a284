import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { hashPassword } from '../../lib/auth/password';
import { signInWithPassword } from '../../lib/auth/sign-in';
import { accountDelaySeconds } from '../../lib/auth/rate-limit';

useTestDatabase();

const email = 'writer@example.com';
const password = 'right-password';

beforeAll(async () => {
  await db().user.create({ data: { email, name: 'W', passwordHash: await hashPassword(password) } });
});
beforeEach(async () => {
  await db().loginAttempt.deleteMany();
});

const attempt = (pw: string, address = '10.0.0.1', who = email) =>
  signInWithPassword(db(), { email: who, password: pw }, address);
/** Moves every recorded attempt `seconds` into the past, as if that much time had gone by. */
const age = (seconds: number) =>
  db().$executeRaw`UPDATE "LoginAttempt" SET "createdAt" = "createdAt" - make_interval(secs => ${seconds})`;

describe('sign-in throttling', () => {
  it('answers a wrong password and an unknown email the same way', async () => {
    expect(await attempt('nope-nope')).toEqual({ ok: false, code: 'invalid' });
    expect(await attempt(password, '10.0.0.1', 'nobody@example.com')).toEqual({ ok: false, code: 'invalid' });
  });

  it('never limits successful sign-ins, however many come from one address', async () => {
    for (let i = 0; i < 25; i++) expect((await attempt(password, 'unknown')).ok).toBe(true);
    expect(await db().loginAttempt.count({ where: { key: { startsWith: 'ip:' } } })).toBe(0);
  });

  it('stops one address after 10 failures across many accounts, and only that address', async () => {
    for (let i = 0; i < 10; i++) await attempt('x-password', '192.0.2.7', `guess${i}@example.com`);
    expect(await attempt(password, '192.0.2.7')).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(await attempt(password, '192.0.2.8')).toMatchObject({ ok: true });
    await age(16 * 60);
    expect(await attempt(password, '192.0.2.7')).toMatchObject({ ok: true });
  });

  it('slows an attacked account down with a growing delay instead of locking it', async () => {
    expect([5, 6, 7, 8, 12, 30].map(accountDelaySeconds)).toEqual([1, 2, 4, 8, 60, 60]);
    // Ten wrong guesses from ten addresses: each is under its address limit, the account is slowed.
    for (let i = 0; i < 10; i++) {
      await age(120);
      expect(await attempt('wrong-guess', `10.0.1.${i}`)).toEqual({ ok: false, code: 'invalid' });
    }
    const slowed = await attempt('wrong-guess', '10.0.1.99');
    expect(slowed).toMatchObject({ ok: false, code: 'rate_limited' });
    if (!slowed.ok) expect(slowed.retryAfterSeconds).toBeGreaterThan(0);
    if (!slowed.ok) expect(slowed.retryAfterSeconds).toBeLessThanOrEqual(32);
    // After the delay (not a 15-minute lock-out) the owner gets in from a new address.
    await age(33);
    expect(await attempt(password, '10.0.2.1')).toMatchObject({ ok: true, user: { email } });
  });

  it('never slows the owner on an address the account signed in from before', async () => {
    expect((await attempt(password, '198.51.100.4')).ok).toBe(true);
    for (let i = 0; i < 12; i++) await attempt('wrong-guess', `10.0.3.${i}`);
    expect(await attempt('wrong-guess', '10.0.3.99')).toMatchObject({ code: 'rate_limited' });
    expect(await attempt(password, '198.51.100.4')).toMatchObject({ ok: true });
  });
});
