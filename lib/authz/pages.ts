import 'server-only';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import { db } from '../db';
import { ExpectedError, isId } from '../errors';
import { getCaller, type Caller } from '../auth/session';
import { ownerHasStage } from '../data/projects/ownership';
import { ownedProjectId, requireAdmin } from './caller';

// Pages answer with Next's redirect to sign in, or its not-found page: never an error value.

/** The caller, or a redirect to sign in. */
export async function requirePageCaller(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) redirect('/sign-in');
  return caller;
}

/**
 * The project's id when the caller owns it, else the not-found page. Asked once per request: a page and
 * its layouts checking the same project share the answer.
 */
export const ownedProjectIdOrNotFound = cache(async (caller: Caller, projectId: unknown): Promise<string> => {
  try {
    return await ownedProjectId(caller, projectId);
  } catch {
    notFound();
  }
});

/**
 * Stage pages: the project's id when the caller owns it and it has this stage; otherwise the
 * not-found page. One query per request, shared by the stage's layout and page.
 */
export const ownedStageOrNotFound = cache(async (caller: Caller, projectId: unknown, stageKey: string) => {
  if (!isId(projectId) || !(await ownerHasStage({ db: db(), ownerId: caller.id, projectId }, stageKey))) notFound();
  return projectId;
});

/** Admin pages: the admin, or the not-found page for everyone else, signed out included. */
export async function requireAdminPage(): Promise<Caller> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof ExpectedError) notFound();
    throw error;
  }
}

/** Admin drill-downs: what the lookup found, or the not-found page when it found nothing. */
export async function foundOrNotFound<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ExpectedError && error.code === 'not_found') notFound();
    throw error;
  }
}
