import 'server-only';
import { RETRYABLE_RUN_STATUSES } from '../../workflow/run-statuses';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { movesLifecycle } from './failure';
import { requeueRun, refuseIfActive } from './lifecycle';
import { applyLifecycleEvent } from '../stages/lifecycle';
import { lockProject } from '../stages/stage-rows';
import { retryWork } from '../costs/run-work';
import { estimateCost } from '../costs/estimate-cost';
import { refuseOverBudget } from '../costs/budget';

/**
 * Resumes a failed or cancelled run where it stopped: the lifecycle returns to the failed state. What is
 * left of it must fit the project's monthly budget.
 */
export async function retryRun({ db, ownerId, projectId }: ProjectScope, runId: string): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const p = await lockProject(tx, ownerId, projectId);
    const run = await tx.run.findFirst({
      where: { id: runId, projectId, status: { in: [...RETRYABLE_RUN_STATUSES] } },
      select: { id: true, stageId: true, kind: true, params: true },
    });
    if (!run) throw new ExpectedError('not_found');
    await refuseIfActive(tx, projectId, { kind: { not: 'variants' } });
    const rest = await retryWork(tx, projectId, run.id);
    await refuseOverBudget(tx, projectId, await estimateCost(tx, projectId, rest.work, rest.share));
    // Undo exactly what the failure marked (markRunTargetFailed): a loop or targeted run failed neither.
    if (p.state === 'failed' && movesLifecycle(run)) await applyLifecycleEvent(tx, projectId, { type: 'retry' });
    if (run.stageId)
      await tx.stage.updateMany({ where: { id: run.stageId, status: 'failed' }, data: { status: 'generating' } });
    if (!(await requeueRun(tx, run.id))) throw new ExpectedError('conflict');
    return { runId: run.id };
  });
}
