import type { Prisma } from '../../generated/prisma/client';
import { applyLifecycleEvent } from '../stages/lifecycle';
import type { RunRow } from './run-row';

/**
 * Runs that generate a stage's content (staged, one-shot, or targeted regeneration): only their failure
 * or cancel marks the stage and the lifecycle. Loop and variant runs leave both as they were.
 */
export function generatesStage(kind: string): boolean {
  return kind === 'stage.generate' || kind === 'project.oneshot';
}

/** A generating run that moves the lifecycle (not a targeted regeneration): its failure failed the project. */
export function movesLifecycle(run: Pick<RunRow, 'kind' | 'params'>): boolean {
  return generatesStage(run.kind) && !(run.params as { targeted?: boolean } | null)?.targeted;
}

/**
 * A run that failed (or was cancelled) leaves its stage failed, sections it was writing failed, and
 * the project in `failed` at the state it was in, with the reason shown and a retry offered.
 */
export async function markRunTargetFailed(tx: Prisma.TransactionClient, run: RunRow, reason: string): Promise<void> {
  const targeted = Boolean((run.params as { targeted?: boolean } | null)?.targeted);
  if (run.stageId) {
    if (!targeted)
      await tx.stage.update({ where: { id: run.stageId }, data: { status: 'failed', failedAt: new Date() } });
    await tx.section.updateMany({
      where: { stageId: run.stageId, status: { in: ['writing', 'revising'] } },
      data: { status: 'failed' },
    });
  }
  // A targeted regeneration does not move the lifecycle, so it has nothing to fail there.
  if (!targeted) await applyLifecycleEvent(tx, run.projectId, { type: 'fail', reason });
}
