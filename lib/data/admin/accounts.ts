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

/**
 * An admin acts on other accounts only: resetting, disabling, demoting or deleting their own would
 * lock them out (their way back in is the password only they had). Their own is under Account.
 */
function refuseSelf(adminId: string, userId: string): void {
  if (adminId === userId) throw new ExpectedError('invalid_input', { messageKey: 'adminUsers.notYourself' });
}

/** Gives the user a new random password and ends all their sessions; written to the audit log. */
export async function adminResetPassword(
  db: Db,
  adminId: string,
  userId: string,
): Promise<{ email: string; password: string }> {
  refuseSelf(adminId, userId);
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

/**
 * Disables an account (it cannot sign in, and its sessions end at their next request) or enables it
 * again; its projects stay as they are. Written to the audit log.
 */
export async function adminSetDisabled(db: Db, adminId: string, userId: string, disabled: boolean): Promise<void> {
  refuseSelf(adminId, userId);
  const updated = await db.user.updateMany({
    where: { id: userId },
    data: { disabledAt: disabled ? new Date() : null, sessionGeneration: { increment: 1 } },
  });
  if (updated.count !== 1) throw new ExpectedError('not_found');
  await audit(db, adminId, disabled ? 'user.disable' : 'user.enable', 'user', userId);
}

/** Makes an account an admin or a writer again; a demoted admin's sessions end. Written to the audit log. */
export async function adminSetRole(db: Db, adminId: string, userId: string, role: 'writer' | 'admin'): Promise<void> {
  refuseSelf(adminId, userId);
  const updated = await db.user.updateMany({
    where: { id: userId },
    data: { role, ...(role === 'writer' ? { sessionGeneration: { increment: 1 } } : {}) },
  });
  if (updated.count !== 1) throw new ExpectedError('not_found');
  await audit(db, adminId, 'user.role', 'user', userId, { role });
}

/**
 * Deletes a writer's account with its projects. An admin is made a writer first: an admin's account
 * holds the audit log's record of what they did.
 */
export async function adminDeleteAccount(db: Db, adminId: string, userId: string): Promise<{ email: string }> {
  refuseSelf(adminId, userId);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, role: true } });
    if (!user) throw new ExpectedError('not_found');
    if (user.role === 'admin') throw new ExpectedError('invalid_input', { messageKey: 'adminUsers.demoteFirst' });
    await tx.user.delete({ where: { id: userId } });
    await tx.auditLog.create({
      data: {
        actorId: adminId,
        action: 'user.delete',
        targetType: 'user',
        targetId: userId,
        details: { email: user.email },
      },
    });
    return { email: user.email };
  });
}
