import 'server-only';
import type { Db } from '../../db';
import { isId } from '../../errors';
import { RUN_VIEW_SELECT, toRunView } from './run-view';
import { findActiveRun } from './lifecycle';
import { findLiveTexts } from './live-text';
import type { RunPoll } from './live-text.types';
import type { RunView } from './run-view';

/** One run of the project as the stage page polls it; null when the id is not this project's. */
async function findRunView(db: Db, projectId: string, runId: string): Promise<RunView | null> {
  if (!isId(runId)) return null;
  const run = await db.run.findFirst({ where: { id: runId, projectId }, select: RUN_VIEW_SELECT });
  return run ? toRunView(run) : null;
}

/** What the stage page polls: the run's status and the prose it is writing (null when not this project's run). */
export async function findRunPoll(db: Db, projectId: string, runId: string): Promise<RunPoll | null> {
  const run = await findRunView(db, projectId, runId);
  return run ? { ...run, live: await findLiveTexts(db, run.id) } : null;
}

/**
 * The queued or running run that drives one of the project's loops (stopping a loop cancels it): its id,
 * null when the loop is idle, undefined when the project has no such loop.
 */
export async function activeLoopRunId(db: Db, projectId: string, loopId: string): Promise<string | null | undefined> {
  if (!isId(loopId)) return undefined;
  const loop = await db.loop.findFirst({ where: { id: loopId, projectId }, select: { id: true } });
  if (!loop) return undefined;
  const run = await findActiveRun(db, projectId, { params: { path: ['loopId'], equals: loopId } });
  return run?.id ?? null;
}
