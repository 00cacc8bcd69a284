import 'server-only';
import { z } from 'zod';
import type { Db } from '../db';
import { dummyVerify, verifyPassword } from './password';
import { checkSignInRate, pruneAttempts, recordSignInFailure, recordSignInSuccess } from './rate-limit';

const SignInSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});

interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: 'writer' | 'admin';
  locale: 'en' | 'zh';
  sessionGeneration: number;
}

export type SignInOutcome =
  { ok: true; user: SignedInUser } | { ok: false; code: 'invalid' | 'rate_limited'; retryAfterSeconds?: number };

/** One generic answer for a wrong email or a wrong password, so accounts cannot be enumerated. */
export async function signInWithPassword(db: Db, input: unknown, clientAddress: string): Promise<SignInOutcome> {
  const parsed = SignInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'invalid' };
  const { email, password } = parsed.data;
  const rate = await checkSignInRate(db, email, clientAddress);
  if (!rate.allowed) return { ok: false, code: 'rate_limited', retryAfterSeconds: rate.retryAfterSeconds };
  const user = await db.user.findUnique({ where: { email } });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  // A disabled account gets the same answer as a wrong password: nothing tells who has an account.
  if (!user || !valid || user.disabledAt) {
    await recordSignInFailure(db, email, clientAddress);
    return { ok: false, code: 'invalid' };
  }
  await recordSignInSuccess(db, email, clientAddress);
  await pruneAttempts(db);
  const { id, name, role, locale, sessionGeneration } = user;
  return { ok: true, user: { id, email: user.email, name, role, locale, sessionGeneration } };
}
