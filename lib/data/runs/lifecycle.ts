import { ACTIVE_RUN_STATUSES, RETRYABLE_RUN_STATUSES } from '../../workflow/run-statuses';
import type { Db, DbReader, Tx } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { generatesStage, markRunTargetFailed } from './failure';
import { RUN_KINDS, type RunKind, type RunParamsInput } from './kinds';
import { versionsToRead } from './versions-read';
import { estimateCost, type CostEstimate } from '../costs/estimate-cost';
import { workOfRun } from '../costs/run-work';
import { refuseOverBudget } from '../costs/budget';
import { recordRunCost } from '../costs/run-cost';

export type { RunKind } from './kinds';

export interface NewRun<K extends RunKind> {
  projectId: string;
  stageId?: string;
  sectionId?: string;
  kind: K;
  /** Checked against the kind's schema (lib/data/runs/kinds.ts) before the row is written. */
  params: RunParamsInput<K>;
  engine?: 'model' | 'offline';
  createdById?: string;
}

/**
 * A queued run row, with the versions it is to read as they stand now (after the writer's last save) and
 * its cost estimate beside it; the caller enqueues its job once the row is
 * committed. A run that would take the project past its monthly budget is refused here, before it
 * exists, with the figures.
 */
export async function createRun<K extends RunKind>(db: DbReader, input: NewRun<K>): Promise<{ id: string }> {
  const params = RUN_KINDS[input.kind].parse(input.params) as Prisma.InputJsonValue;
  const estimate = await estimateNewRun(db, input);
  if (estimate) await refuseOverBudget(db, input.projectId, estimate);
  const inputVersionIds = await versionsToRead(db, { ...input, params });
  const run = await db.run.create({ data: { ...input, params, inputVersionIds }, select: { id: true } });
  if (estimate) await recordRunCost(db, run.id, estimate);
  return run;
}

/** The new run's estimate; null (logged) if it cannot be made: a fault in the estimate never stops a run. */
async function estimateNewRun<K extends RunKind>(db: DbReader, input: NewRun<K>): Promise<CostEstimate | null> {
  try {
    return await estimateCost(db, input.projectId, await workOfRun(db, input.projectId, input.kind, input.params));
  } catch (error) {
    if (error instanceof ExpectedError) throw error;
    console.error(`[runs] no cost estimate for a ${input.kind} run`, { projectId: input.projectId }, error);
    return null;
  }
}

/** The one "is a run active here?" filter: a project's queued or running runs, narrowed by `scope`. */
function activeRunWhere(projectId: string, scope: Prisma.RunWhereInput = {}): Prisma.RunWhereInput {
  return { ...scope, projectId, status: { in: [...ACTIVE_RUN_STATUSES] } };
}

/** The project's newest active run within `scope`, if any. */
export function findActiveRun(db: Pick<Db, 'run'> | Tx, projectId: string, scope: Prisma.RunWhereInput = {}) {
  return db.run.findFirst({
    where: activeRunWhere(projectId, scope),
    orderBy: { createdAt: 'desc' },
    select: { id: true, kind: true },
  });
}

/**
 * Refuses with "conflict" (naming the run) while the project has an active run within `scope`: one
 * model-calling run per project at a time. Called inside the transaction that would create the next.
 */
export async function refuseIfActive(tx: Tx, projectId: string, scope: Prisma.RunWhereInput = {}): Promise<void> {
  const active = await findActiveRun(tx, projectId, scope);
  if (active) throw new ExpectedError('conflict', { runId: active.id });
}

/** Takes effect between model calls: the worker checks the flag before every step. */
export async function requestCancel(db: Db, projectId: string, runId: string, ownerId: string): Promise<void> {
  const cancelledQueued = await db.$transaction(async (tx) => {
    const queued = await tx.run.updateMany({
      where: { id: runId, projectId, status: 'queued', project: { ownerId } },
      data: { status: 'cancelled', cancelRequested: true, finishedAt: new Date() },
    });
    if (queued.count !== 1) return false;
    // No worker will see it: put what it was about to generate into the cancelled state here, as the
    // handler's onCancel would (loop and variant runs leave the stage and the lifecycle alone).
    const run = await tx.run.findUniqueOrThrow({
      where: { id: runId },
      select: {
        id: true,
        projectId: true,
        stageId: true,
        sectionId: true,
        kind: true,
        params: true,
        createdById: true,
      },
    });
    if (generatesStage(run.kind)) await markRunTargetFailed(tx, run, 'Cancelled by the author.');
    return true;
  });
  if (cancelledQueued) return;
  const running = await db.run.updateMany({
    where: { id: runId, projectId, status: 'running', project: { ownerId } },
    data: { cancelRequested: true },
  });
  if (running.count !== 1) throw new ExpectedError('not_found');
}

/**
 * A failed (or cancelled) run goes back to the queue as it is: its finished steps are kept, so it
 * resumes exactly where it stopped.
 */
export async function requeueRun(
  db: Pick<Db, 'run'>,
  runId: string,
  where: Prisma.RunWhereInput = {},
): Promise<boolean> {
  const updated = await db.run.updateMany({
    where: { ...where, id: runId, status: { in: [...RETRYABLE_RUN_STATUSES] } },
    data: {
      status: 'queued',
      cancelRequested: false,
      errorCode: null,
      errorMessage: null,
      finishedAt: null,
      leaseOwner: null,
      leaseExpiresAt: null,
    },
  });
  return updated.count === 1;
}
