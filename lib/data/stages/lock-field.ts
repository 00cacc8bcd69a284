import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { holdsIn } from '../../workflow/locks/field-locks';

/**
 * Locks or unlocks a field of one of the owner's stage artifacts (a plan or brief field, an outline
 * entry, a character). A locked field keeps its value through regeneration and revision rounds; the
 * writer still edits it by hand. Only a field the current artifact has can be locked.
 */
export async function setFieldLocked(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, field, locked }: { stageKey: string; field: string; locked: boolean },
): Promise<{ lockedFields: string[] }> {
  const stage = await db.stage.findFirst({
    where: { projectId, key: stageKey, project: { ownerId, deletedAt: null } },
    select: { id: true, lockedFields: true, currentVersion: { select: { data: true } } },
  });
  if (!stage) throw new ExpectedError('not_found');
  if (locked && !holdsIn(stage.currentVersion?.data, field)) throw new ExpectedError('not_found');
  const lockedFields = locked
    ? [...new Set([...stage.lockedFields, field])]
    : stage.lockedFields.filter((f) => f !== field);
  // Guarded on the list read: of two toggles at once, the second is refused rather than lost. Not an
  // edit of the artifact, so the stage's edit guard (the form's save token) does not move.
  const updated = await db.stage.updateMany({
    where: { id: stage.id, lockedFields: { equals: stage.lockedFields } },
    data: { lockedFields },
  });
  if (updated.count !== 1) throw new ExpectedError('conflict');
  return { lockedFields };
}
