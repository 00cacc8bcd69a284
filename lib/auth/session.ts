import 'server-only';
import { cache } from 'react';
import { getServerSession } from 'next-auth';
import { db } from '../db';
import { authOptions } from './options';

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: 'writer' | 'admin';
  locale: 'en' | 'zh';
}

/**
 * The signed-in user, read fresh from the database once per request (a deleted account or a
 * changed role takes effect at once), or null.
 */
export const getCaller = cache(async (): Promise<Caller | null> => {
  const session = await getServerSession(authOptions);
  const id = (session?.user as { id?: string } | undefined)?.id;
  if (!id) return null;
  const user = await db().user.findUnique({
    where: { id },
    select: { id: true, email: true, name: true, role: true, locale: true },
  });
  return user;
});
