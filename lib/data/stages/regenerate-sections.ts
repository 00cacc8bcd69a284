import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun, findActiveRun } from '../runs/lifecycle';

/**
 * Regenerates just the named sections (stale after an upstream change) without moving the
 * project's lifecycle: the stage keeps its status, the sections get new model versions.
 */
export async function regenerateSections(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, sectionIds }: { stageKey: string; sectionIds: string[] },
): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const stage = await tx.stage.findFirst({
      where: { projectId, key: stageKey, project: { ownerId } },
      select: { id: true },
    });
    if (!stage) throw new ExpectedError('not_found');
    const active = await findActiveRun(tx, projectId);
    if (active) throw new ExpectedError('conflict', { runId: active.id });
    const found = await tx.section.count({ where: { id: { in: sectionIds }, stageId: stage.id, deletedAt: null } });
    if (found !== sectionIds.length) throw new ExpectedError('not_found');
    const run = await createRun(tx, {
      projectId,
      stageId: stage.id,
      kind: 'stage.generate',
      params: { stageKey, sectionIds, targeted: true },
      createdById: ownerId,
    });
    return { runId: run.id };
  });
}

export async function stageKeyOfSection({ db, ownerId, projectId }: ProjectScope, sectionId: string): Promise<string> {
  const section = await db.section.findFirst({
    where: { id: sectionId, projectId, deletedAt: null, project: { ownerId } },
    select: { stage: { select: { key: true } } },
  });
  if (!section) throw new ExpectedError('not_found');
  return section.stage.key;
}
