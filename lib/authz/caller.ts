import 'server-only';
import { cache } from 'react';
import { notFound as nextNotFound, redirect } from 'next/navigation';
import { db } from '../db';
import { Prisma } from '../generated/prisma/client';
import { ExpectedError, isId } from '../errors';
import { getCaller, type Caller } from '../auth/session';
import { ownerHasStage } from '../data/projects/ownership';

export type { Caller };

/** For pages: the caller, or a redirect to sign in. */
export async function requirePageCaller(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) redirect('/sign-in');
  return caller;
}

/** For actions and route handlers: the caller, or an expected "unauthenticated" error. */
export async function requireCaller(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) throw new ExpectedError('unauthenticated', 'unauthenticated');
  return caller;
}

/** For admin pages, routes and actions: anyone but an admin gets "not found". */
export async function requireAdmin(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller || caller.role !== 'admin') throw new ExpectedError('not_found', 'not_found');
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
  if (!isId(projectId)) throw new ExpectedError('not_found', 'not_found');
  // Raw SQL: every action and page naming a project asks this.
  const [found] = await db().$queryRaw<{ id: string }[]>`
    SELECT id FROM "Project" WHERE id = ${projectId} AND "ownerId" = ${caller.id}
      ${opts.includeTrashed ? Prisma.empty : Prisma.sql`AND "deletedAt" IS NULL`}`;
  if (!found) throw new ExpectedError('not_found', 'not_found');
  return found.id;
}

/**
 * Page variant: Next's not-found page instead of an error value. Asked once per request: a page and
 * its layouts checking the same project share the answer.
 */
export const ownedProjectIdOrNotFound = cache(async (caller: Caller, projectId: unknown): Promise<string> => {
  try {
    return await ownedProjectId(caller, projectId);
  } catch {
    nextNotFound();
  }
});

/**
 * Stage pages: the project's id when the caller owns it and it has this stage; otherwise Next's
 * not-found page. One query per request, shared by the stage's layout and page.
 */
export const ownedStageOrNotFound = cache(async (caller: Caller, projectId: unknown, stageKey: string) => {
  if (!isId(projectId) || !(await ownerHasStage(db(), caller.id, projectId, stageKey))) nextNotFound();
  return projectId;
});
