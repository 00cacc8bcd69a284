import 'server-only';
import { z } from 'zod';
import type { Db } from '../db';
import { dummyVerify, verifyPassword } from './password';
import { addressKey, checkSignInRate, clearEmailAttempts, emailKey } from './rate-limit';

export const SignInSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});

export type SignInOutcome =
  | { ok: true; user: { id: string; email: string; name: string; role: 'writer' | 'admin'; locale: 'en' | 'zh' } }
  | { ok: false; code: 'invalid' | 'rate_limited'; retryAfterSeconds?: number };

/** One generic answer for a wrong email or a wrong password, so accounts cannot be enumerated. */
export async function signInWithPassword(db: Db, input: unknown, clientAddress: string): Promise<SignInOutcome> {
  const parsed = SignInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'invalid' };
  const { email, password } = parsed.data;
  const rate = await checkSignInRate(db, [emailKey(email), addressKey(clientAddress)]);
  if (!rate.allowed) return { ok: false, code: 'rate_limited', retryAfterSeconds: rate.retryAfterSeconds };
  const user = await db.user.findUnique({ where: { email } });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  if (!user || !valid) return { ok: false, code: 'invalid' };
  await clearEmailAttempts(db, email);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, role: user.role, locale: user.locale } };
}
