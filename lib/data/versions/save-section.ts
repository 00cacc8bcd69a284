import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { appendVersion } from './append-version';
import { savedByOf } from './saved-by';

/**
 * Author edits: each is a new `author` version, guarded by the version the author started from.
 * A stale save changes nothing and answers with their text, so the author sees both and loses neither.
 */
export async function saveSectionText(
  { db, ownerId, projectId }: ProjectScope,
  {
    sectionId,
    baseVersion,
    text,
    editSession,
  }: { sectionId: string; baseVersion: number; text: string; editSession?: string },
): Promise<{ version: number; words: number; lengthUnit: 'words' | 'chars' }> {
  return db.$transaction(async (tx) => {
    // Guarded on the version the author started from, and claimed only if the section is live in the
    // caller's project: a concurrent save waits, then finds it moved on.
    const saved = await appendVersion(
      tx,
      { projectId, sectionId, text, source: 'author', authorId: ownerId, editSession },
      { version: baseVersion },
      { projectId, ownerId },
    );
    if (!saved) {
      // Read only now: the save that won has committed, so "theirs" is its text, not the base both started from.
      const now = await tx.section.findFirst({
        where: { id: sectionId, projectId, deletedAt: null, project: { ownerId } },
        select: { version: true, currentVersion: { select: { text: true, source: true, authorId: true } } },
      });
      if (!now) throw new ExpectedError('not_found');
      throw new ExpectedError('conflict', {
        theirs: now.currentVersion?.text ?? '',
        theirsVersion: now.version,
        mine: text,
        savedBy: savedByOf(now.currentVersion, ownerId),
      });
    }
    return { version: saved.editVersion, words: saved.words, lengthUnit: saved.lengthUnit };
  });
}
