import 'server-only';
import type { Db } from '../db';
import { env } from '../env';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Sliding-window limit on sign-in attempts, counted in Postgres so every web process shares it.
 * Each key (per email, per client address) is checked; the attempt is recorded either way.
 */
export async function checkSignInRate(db: Db, keys: string[], now = new Date()): Promise<RateLimitResult> {
  const { LOGIN_RATE_LIMIT: limit, LOGIN_RATE_WINDOW_MIN: windowMin } = env();
  const since = new Date(now.getTime() - windowMin * 60_000);
  const counts = await Promise.all(
    keys.map((key) =>
      db.loginAttempt.findMany({
        where: { key, createdAt: { gt: since } },
        orderBy: { createdAt: 'asc' },
        take: limit,
        select: { createdAt: true },
      }),
    ),
  );
  await db.loginAttempt.createMany({ data: keys.map((key) => ({ key, createdAt: now })) });
  const blocked = counts.filter((rows) => rows.length >= limit);
  if (blocked.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = Math.max(...blocked.map((rows) => rows[0].createdAt.getTime()));
  return { allowed: false, retryAfterSeconds: Math.ceil((oldest + windowMin * 60_000 - now.getTime()) / 1000) };
}

/** Successful sign-in clears the email's counter; the address keeps counting. */
export async function clearEmailAttempts(db: Db, email: string): Promise<void> {
  await db.loginAttempt.deleteMany({ where: { key: emailKey(email) } });
}

export const emailKey = (email: string) => `email:${email.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Old rows are useless after the window; pruned opportunistically. */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - env().LOGIN_RATE_WINDOW_MIN * 60_000);
  await db.loginAttempt.deleteMany({ where: { createdAt: { lt: since } } });
}
