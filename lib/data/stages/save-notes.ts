import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { changeStage } from '../versions/edit-guard';

export async function saveStageNotes(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, baseVersion, notes }: { stageKey: string; baseVersion: number; notes: string },
): Promise<{ version: number }> {
  if (await changeStage(db, { projectId, key: stageKey, project: { ownerId } }, { notes }, { version: baseVersion }))
    return { version: baseVersion + 1 };
  const current = await db.stage.findFirst({
    where: { projectId, key: stageKey, project: { ownerId } },
    select: { notes: true, version: true },
  });
  if (!current) throw new ExpectedError('not_found');
  throw new ExpectedError('conflict', {
    theirs: current.notes,
    theirsVersion: current.version,
    mine: notes,
  });
}
