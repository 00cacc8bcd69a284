import 'server-only';
import { db } from '../db';
import { ExpectedError, isId } from '../errors';
import { getCaller, type Caller } from '../auth/session';
import { findOwnedProjectId } from '../data/projects/ownership';

export type { Caller };

// The core every entry point shares: who is calling, and whether the project they name is theirs.
// Pages (pages.ts), actions (actions.ts) and route handlers (routes.ts) each turn its answers into
// what their kind of response needs.

/** The caller, or an expected "unauthenticated" error. */
export async function requireCaller(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) throw new ExpectedError('unauthenticated');
  return caller;
}

/** Anyone but an admin gets "not found": nothing tells a writer that the dashboard exists. */
export async function requireAdmin(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller || caller.role !== 'admin') throw new ExpectedError('not_found');
  return caller;
}

/**
 * The project's id when the caller owns it; otherwise "not found" — the same answer for a
 * malformed id, a missing project, a project in the trash and someone else's.
 */
export async function ownedProjectId(
  caller: Caller,
  projectId: unknown,
  opts: { includeTrashed?: boolean } = {},
): Promise<string> {
  const found = isId(projectId) ? await findOwnedProjectId({ db: db(), ownerId: caller.id, projectId }, opts) : null;
  if (!found) throw new ExpectedError('not_found');
  return found;
}
