import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { ExpectedError } from '../../errors';
import { createUser, setPassword } from '../users/accounts';
import { setSignUpMode, type SignUpMode } from './site-settings';

/** A password nobody chose: 16 random bytes, shown to the admin once and never stored in clear. */
const generatedPassword = () => randomBytes(16).toString('base64url');

const audit = (
  db: Db,
  actorId: string,
  action: string,
  targetType: string,
  targetId: string,
  details?: Record<string, string>,
) => db.auditLog.create({ data: { actorId, action, targetType, targetId, details } });

/** Gives the user a new random password and ends all their sessions; written to the audit log. */
export async function adminResetPassword(
  db: Db,
  adminId: string,
  userId: string,
): Promise<{ email: string; password: string }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw new ExpectedError('not_found');
  const password = generatedPassword();
  await setPassword(db, userId, password);
  await audit(db, adminId, 'user.password_reset', 'user', userId);
  return { email: user.email, password };
}

/** For invite-only sites: the admin opens an account and hands over its one-time password. */
export async function adminCreateAccount(
  db: Db,
  adminId: string,
  input: { email: string; name: string },
): Promise<{ email: string; password: string }> {
  const password = generatedPassword();
  const user = await createUser(db, { ...input, password, locale: 'en' });
  await audit(db, adminId, 'user.create', 'user', user.id);
  return { email: input.email, password };
}

export async function adminSetSignUpMode(db: Db, adminId: string, mode: SignUpMode): Promise<void> {
  await setSignUpMode(db, mode);
  await audit(db, adminId, 'settings.sign_up_mode', 'setting', 'signUpMode', { mode });
}
