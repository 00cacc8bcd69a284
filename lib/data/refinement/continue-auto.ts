import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun, refuseIfActive } from '../runs/lifecycle';

/** Hands a manual loop over to auto mode from its next round. */
export async function continueAuto(
  { db, ownerId, projectId }: ProjectScope,
  loopId: string,
): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const loop = await tx.loop.findFirst({
      where: { id: loopId, projectId, project: { ownerId }, stopReason: null },
      select: { id: true, stageId: true, _count: { select: { rounds: true } } },
    });
    if (!loop) throw new ExpectedError('not_found');
    await refuseIfActive(tx, projectId);
    await tx.loop.update({ where: { id: loop.id }, data: { mode: 'auto' } });
    const run = await createRun(tx, {
      projectId,
      stageId: loop.stageId,
      kind: 'loop.auto',
      params: { loopId: loop.id, startNumber: loop._count.rounds + 1 },
      createdById: ownerId,
    });
    return { runId: run.id };
  });
}
