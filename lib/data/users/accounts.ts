import 'server-only';
import type { Db } from '../../db';
import { hashPassword, verifyPassword } from '../../auth/password';
import { ExpectedError } from '../../errors';
import type { AppLocale } from '../../i18n/locales';

export async function createUser(
  db: Db,
  input: { email: string; name: string; password: string; locale: AppLocale; role?: 'writer' | 'admin' },
): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: {
        email: input.email.toLowerCase(),
        name: input.name,
        passwordHash,
        locale: input.locale,
        role: input.role ?? 'writer',
      },
      select: { id: true },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ExpectedError('email_taken');
    throw error;
  }
}

export async function setUserLocale(db: Db, userId: string, locale: AppLocale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}

/** Promotes an existing account to admin; false when no account has that email. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db.user.updateMany({ where: { email: email.toLowerCase() }, data: { role: 'admin' } });
  return updated.count === 1;
}

/** Ends every session of the account: tokens issued under the old generation are refused from now on. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionGeneration: { increment: 1 } } });
}

/** Replaces the password and ends every session; the caller has checked the policy and the old password. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const updated = await db.user.updateMany({
    where: { id: userId },
    data: { passwordHash, sessionGeneration: { increment: 1 } },
  });
  if (updated.count !== 1) throw new ExpectedError('not_found');
}

export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return user ? verifyPassword(user.passwordHash, password) : false;
}

export interface UserListItem {
  id: string;
  email: string;
  name: string;
  role: 'writer' | 'admin';
  createdAt: Date;
  projects: number;
  disabled: boolean;
}

export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db.user.findMany({
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      createdAt: true,
      disabledAt: true,
      _count: { select: { projects: true } },
    },
  });
  return rows.map(({ _count, disabledAt, ...u }) => ({
    ...u,
    projects: _count.projects,
    disabled: disabledAt !== null,
  }));
}
