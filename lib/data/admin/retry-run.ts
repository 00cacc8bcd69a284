import 'server-only';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { movesLifecycle } from '../runs/failure';
import { requeueRun, findActiveRun } from '../runs/lifecycle';
import { applyLifecycleEvent } from '../stages/lifecycle';

/**
 * An admin's retry of any project's failed run: the same resumption as the owner's retry (the
 * lifecycle returns to the state that failed; finished steps are kept), without the ownership
 * check, and recorded in the audit log in the same transaction. The caller enqueues the run.
 */
export async function adminRetryRun(
  db: Db,
  adminId: string,
  runId: string,
): Promise<{ runId: string; projectId: string }> {
  return db.$transaction(async (tx) => {
    const run = await tx.run.findFirst({
      where: { id: runId, status: 'failed' },
      select: {
        id: true,
        projectId: true,
        stageId: true,
        kind: true,
        params: true,
        errorCode: true,
        errorMessage: true,
        project: { select: { state: true } },
      },
    });
    if (!run) throw new ExpectedError('not_found');
    const active = await findActiveRun(tx, run.projectId, { kind: { not: 'variants' } });
    if (active) throw new ExpectedError('conflict', { runId: active.id });
    // Undo exactly what the failure marked, as the owner's retry does: loop and targeted runs moved neither.
    if (run.project.state === 'failed' && movesLifecycle(run))
      await applyLifecycleEvent(tx, run.projectId, { type: 'retry' });
    if (run.stageId)
      await tx.stage.updateMany({ where: { id: run.stageId, status: 'failed' }, data: { status: 'generating' } });
    if (!(await requeueRun(tx, run.id))) throw new ExpectedError('conflict');
    const details: Prisma.InputJsonValue = {
      projectId: run.projectId,
      kind: run.kind,
      errorCode: run.errorCode,
      errorMessage: run.errorMessage,
    };
    await tx.auditLog.create({
      data: { actorId: adminId, action: 'run.retry', targetType: 'run', targetId: run.id, details },
    });
    return { runId: run.id, projectId: run.projectId };
  });
}
