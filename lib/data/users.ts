import 'server-only';
import type { Db } from '../db';
import { hashPassword } from '../auth/password';
import { ExpectedError } from '../errors';
import type { AppLocale } from '../i18n/locales';

export async function createUser(
  db: Db,
  input: { email: string; name: string; password: string; locale: AppLocale; role?: 'writer' | 'admin' },
): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { email: input.email.toLowerCase(), name: input.name, passwordHash, locale: input.locale, role: input.role ?? 'writer' },
      select: { id: true },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ExpectedError('email_taken', 'email_taken');
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
