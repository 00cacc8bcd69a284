import 'server-only';
import type { Db } from '../db';
import { env } from '../env';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Sign-in throttling as OWASP describes it, counted in Postgres so every web process shares it.
 * Only failures are recorded. A client address with too many failures in the window waits for the
 * window; an account with many failures slows down (growing delay, capped) instead of locking, and
 * never for an address the account signed in from before, so its owner keeps getting in.
 */
const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;
const knownKey = (email: string, address: string) => `known:${email.toLowerCase()}|${address}`;
const KNOWN_DAYS = 30;

export async function checkSignInRate(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const e = env();
  const since = new Date(now.getTime() - e.LOGIN_RATE_WINDOW_MIN * 60_000);
  const byAddress = await db.loginAttempt.findMany({
    where: { key: addressKey(address), createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    take: e.LOGIN_RATE_LIMIT,
    select: { createdAt: true },
  });
  if (byAddress.length >= e.LOGIN_RATE_LIMIT) {
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(byAddress[0].createdAt.getTime() + e.LOGIN_RATE_WINDOW_MIN * 60_000, now),
    };
  }
  const known = await db.loginAttempt.count({ where: { key: knownKey(email, address) } });
  if (known > 0) return { allowed: true, retryAfterSeconds: 0 };
  const failures = await db.loginAttempt.findMany({
    where: { key: emailKey(email), createdAt: { gt: since } },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  const delay = accountDelaySeconds(failures.length);
  if (delay === 0) return { allowed: true, retryAfterSeconds: 0 };
  const readyAt = failures[0].createdAt.getTime() + delay * 1000;
  return readyAt <= now.getTime()
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: secondsUntil(readyAt, now) };
}

/** 0 for the first few failures, then 1 s, 2 s, 4 s … up to the configured cap. */
export function accountDelaySeconds(failures: number): number {
  const { LOGIN_ACCOUNT_FREE_FAILURES: free, LOGIN_ACCOUNT_MAX_DELAY_SECONDS: cap } = env();
  if (failures < free) return 0;
  return Math.min(cap, 2 ** Math.min(failures - free, 20));
}

export async function recordSignInFailure(db: Db, email: string, address: string, now = new Date()): Promise<void> {
  await db.loginAttempt.createMany({
    data: [emailKey(email), addressKey(address)].map((key) => ({ key, createdAt: now })),
  });
}

/** A success clears the account's failures and remembers the address as one its owner uses. */
export async function recordSignInSuccess(db: Db, email: string, address: string, now = new Date()): Promise<void> {
  await db.$transaction([
    db.loginAttempt.deleteMany({ where: { key: { in: [emailKey(email), knownKey(email, address)] } } }),
    db.loginAttempt.create({ data: { key: knownKey(email, address), createdAt: now } }),
  ]);
}

/** Old rows are useless after the window (known addresses after 30 days); pruned opportunistically. */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - env().LOGIN_RATE_WINDOW_MIN * 60_000);
  const knownSince = new Date(now.getTime() - KNOWN_DAYS * 86_400_000);
  await db.loginAttempt.deleteMany({
    where: {
      OR: [{ createdAt: { lt: since }, NOT: { key: { startsWith: 'known:' } } }, { createdAt: { lt: knownSince } }],
    },
  });
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
