import 'server-only';
import type { Db } from '../../db';

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: 'writer' | 'admin';
  locale: 'en' | 'zh';
}

/** The account a session names, with the session generation its cookies must carry; null when gone or disabled. */
export async function findCallerRow(db: Db, userId: string): Promise<(Caller & { sessionGeneration: number }) | null> {
  // Raw SQL: every signed-in request asks this.
  const [user] = await db.$queryRaw<(Caller & { sessionGeneration: number })[]>`
    SELECT id, email, name, role, locale, "sessionGeneration" FROM "User" WHERE id = ${userId} AND "disabledAt" IS NULL`;
  return user ?? null;
}
