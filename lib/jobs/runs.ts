import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { ExpectedError } from '../errors';
import { generatesStage, markRunTargetFailed } from './handlers/failure';

export type RunKind = 'stage.generate' | 'project.oneshot' | 'sections.regenerate' | 'loop.round' | 'loop.auto' | 'variants';

export interface NewRun {
  projectId: string;
  stageId?: string;
  sectionId?: string;
  kind: RunKind;
  params?: Prisma.InputJsonValue;
  engine?: 'model' | 'offline';
  createdById?: string;
}

/** A queued run row; the caller enqueues its job once the row is committed. */
export async function createRun(db: Pick<Db, 'run'>, input: NewRun): Promise<{ id: string }> {
  return db.run.create({ data: { ...input, params: input.params ?? {} }, select: { id: true } });
}

/** The active run of a stage, if any: one model-calling run per stage at a time. */
export async function activeRunOfStage(db: Db, stageId: string) {
  return db.run.findFirst({ where: { stageId, status: { in: ['queued', 'running'] } }, select: { id: true, kind: true } });
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
    const run = await tx.run.findUniqueOrThrow({ where: { id: runId }, select: { id: true, projectId: true, stageId: true, sectionId: true, kind: true, params: true, createdById: true } });
    if (generatesStage(run.kind)) await markRunTargetFailed(tx, run, 'Cancelled by the author.');
    return true;
  });
  if (cancelledQueued) return;
  const running = await db.run.updateMany({ where: { id: runId, projectId, status: 'running', project: { ownerId } }, data: { cancelRequested: true } });
  if (running.count !== 1) throw new ExpectedError('not_found', 'not_found');
}

/**
 * A failed (or cancelled) run goes back to the queue as it is: its finished steps are kept, so it
 * resumes exactly where it stopped.
 */
export async function requeueRun(db: Pick<Db, 'run'>, runId: string, where: Prisma.RunWhereInput = {}): Promise<boolean> {
  const updated = await db.run.updateMany({
    where: { ...where, id: runId, status: { in: ['failed', 'cancelled'] } },
    data: { status: 'queued', cancelRequested: false, errorCode: null, errorMessage: null, finishedAt: null, leaseOwner: null, leaseExpiresAt: null },
  });
  return updated.count === 1;
}
