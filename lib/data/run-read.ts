import 'server-only';
import type { Db } from '../db';
import { isId } from '../errors';
import { RUN_VIEW_SELECT, toRunView } from './run-view';
import type { RunView } from './stage-view.types';

/** One run of the project as the stage page polls it; null when the id is not this project's. */
export async function findRunView(db: Db, projectId: string, runId: string): Promise<RunView | null> {
  if (!isId(runId)) return null;
  const run = await db.run.findFirst({ where: { id: runId, projectId }, select: RUN_VIEW_SELECT });
  return run ? toRunView(run) : null;
}

/** The queued or running run that drives a loop, if any (stopping a loop cancels it). */
export async function activeLoopRunId(db: Db, projectId: string, loopId: string): Promise<string | null> {
  const run = await db.run.findFirst({
    where: { projectId, status: { in: ['queued', 'running'] }, params: { path: ['loopId'], equals: loopId } },
    select: { id: true },
  });
  return run?.id ?? null;
}
