import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { changeSection } from '../versions/edit-guard';

/**
 * Locks or unlocks one of the owner's sections. A locked section keeps its text through every
 * regeneration, revision and ripple; the writer still edits it by hand.
 */
export async function setSectionLocked(
  { db, ownerId, projectId }: ProjectScope,
  { sectionId, locked }: { sectionId: string; locked: boolean },
): Promise<void> {
  const section = await db.section.findFirst({
    where: { id: sectionId, projectId, deletedAt: null, project: { ownerId } },
    select: { id: true },
  });
  if (!section || !(await changeSection(db, section.id, { locked }))) throw new ExpectedError('not_found');
}
