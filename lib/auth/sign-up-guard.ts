import 'server-only';
import { headers } from 'next/headers';
import type { Db } from '../db';
import { env } from '../env';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/**
 * Account creation is throttled per client address like sign-in: each attempt is recorded and an
 * address may try LOGIN_RATE_LIMIT times per window.
 */
export async function signUpAllowed(db: Db, now = new Date()): Promise<boolean> {
  const address = (await headers()).get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const { LOGIN_RATE_LIMIT: limit, LOGIN_RATE_WINDOW_MIN: windowMin } = env();
  const key = `signup:${address}`;
  const recent = await db.loginAttempt.count({
    where: { key, createdAt: { gt: new Date(now.getTime() - windowMin * 60_000) } },
  });
  if (recent >= limit) return false;
  await db.loginAttempt.create({ data: { key, createdAt: now } });
  return true;
}
