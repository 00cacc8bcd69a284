import 'server-only';
import type { Db } from '../../db';
import { ExpectedError } from '../../errors';

// A count of recent attempts under a key, shared by every web process through the attempts table that
// sign-in and sign-up already use. Taken under a lock on the key, so two processes cannot both slip
// under the limit.

export interface AttemptLimit {
  count: number;
  windowSeconds: number;
}

/** Records an attempt under `key`, or throws rate_limited when `limit` attempts were made in the window. */
export async function takeAttempt(db: Db, key: string, limit: AttemptLimit, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "LoginAttempt" WHERE key = ${key} AND "createdAt" > ${since}`;
    if (n >= limit.count) throw new ExpectedError('rate_limited', { reason: `throttled:${key.split(':')[0]}` });
    await tx.$executeRaw`INSERT INTO "LoginAttempt" (key, "createdAt") VALUES (${key}, ${now})`;
  });
}
