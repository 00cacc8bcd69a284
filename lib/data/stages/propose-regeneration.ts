import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun, refuseIfActive } from '../runs/lifecycle';

/**
 * A written section regenerated as a proposal: the engine writes it anew from its goal, and the text
 * waits beside the current one in the variants view, where the writer compares them and takes what
 * they want from each. The current text (with every hand-written passage) stays until they choose.
 */
export async function proposeRegeneration(
  { db, ownerId, projectId }: ProjectScope,
  { sectionId }: { sectionId: string },
): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const section = await tx.section.findFirst({
      where: { id: sectionId, projectId, deletedAt: null, currentVersionId: { not: null }, project: { ownerId } },
      select: { stageId: true, locked: true },
    });
    if (!section) throw new ExpectedError('not_found');
    if (section.locked) throw new ExpectedError('illegal_transition', { messageKey: 'locks.sectionLocked' });
    await refuseIfActive(tx, projectId);
    const run = await createRun(tx, {
      projectId,
      stageId: section.stageId,
      sectionId,
      kind: 'variants',
      params: { sectionId, suggestionIds: [], count: 1, regenerate: true },
      createdById: ownerId,
    });
    return { runId: run.id };
  });
}
