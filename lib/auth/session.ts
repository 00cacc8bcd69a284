import 'server-only';
import { cache } from 'react';
import { getServerSession } from 'next-auth';
import { db } from '../db';
import { findCallerRow, type Caller } from '../data/users/caller-row';
import { authOptionsFor } from './options';
import { requestIsHttps } from './request-scheme';

export type { Caller };

/**
 * The signed-in user, read fresh from the database once per request (a deleted account or a
 * changed role takes effect at once), or null. A token issued under an older session generation
 * (before a sign-out, a password change or a reset) is refused: a copied cookie stops working.
 */
export const getCaller = cache(async (): Promise<Caller | null> => {
  const session = await getServerSession(authOptionsFor(await requestIsHttps()));
  const token = session as unknown as { user?: { id?: string }; gen?: number } | null;
  const id = token?.user?.id;
  if (!id) return null;
  const user = await findCallerRow(db(), id);
  if (!user || user.sessionGeneration !== token?.gen) return null;
  const { sessionGeneration: _generation, ...caller } = user;
  return caller;
});
