import 'server-only';
import type { Db } from '../../db';

/**
 * Whether the owner's project has a stage with this key. Pages whose content streams behind a loading
 * state ask this first, in their layout: once a page streams, its status line has already been sent.
 */
export async function ownerHasStage(db: Db, ownerId: string, projectId: string, stageKey: string): Promise<boolean> {
  const stage = await db.stage.findFirst({
    where: { key: stageKey, projectId, project: { ownerId, deletedAt: null } },
    select: { id: true },
  });
  return stage !== null;
}
