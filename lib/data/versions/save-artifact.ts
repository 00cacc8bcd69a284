import 'server-only';
import type { ProjectScope } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { stageOf } from '../../workflow/templates';
import type { Translate } from '../../i18n/translator';
import { fieldErrors } from '../../validation';
import { appendVersion } from './append-version';
import { savedByOf } from './saved-by';

export async function saveArtifactData(
  { db, ownerId, projectId }: ProjectScope,
  {
    stageKey,
    baseVersion,
    data,
    translate,
    editSession,
  }: { stageKey: string; baseVersion: number; data: unknown; translate: Translate; editSession?: string },
): Promise<{ version: number; versionCount: number }> {
  return db.$transaction(async (tx) => {
    const stage = await tx.stage.findFirst({
      where: { projectId, key: stageKey, project: { ownerId } },
      select: { id: true, project: { select: { template: true } } },
    });
    if (!stage) throw new ExpectedError('not_found');
    const schema = stageOf(stage.project.template, stageKey).artifact;
    if (!schema) throw new ExpectedError('not_found');
    const parsed = schema.safeParse(data);
    // Messages per field path ("chapters.0.title"), in the author's language, shown next to each field.
    if (!parsed.success)
      throw new ExpectedError('invalid_input', { fieldErrors: fieldErrors(parsed.error, translate) });
    const saved = await appendVersion(
      tx,
      {
        projectId,
        stageId: stage.id,
        text: '',
        data: parsed.data as Prisma.InputJsonValue,
        source: 'author',
        authorId: ownerId,
        editSession,
      },
      { version: baseVersion },
    );
    if (!saved) {
      // As for sections: read after the failed guard, so "theirs" is what the winning save stored.
      const now = await tx.stage.findUniqueOrThrow({
        where: { id: stage.id },
        select: { version: true, currentVersion: { select: { data: true, source: true, authorId: true } } },
      });
      throw new ExpectedError('conflict', {
        theirs: now.currentVersion?.data ?? null,
        theirsVersion: now.version,
        mine: data,
        savedBy: savedByOf(now.currentVersion, ownerId),
      });
    }
    // An artifact's versions are numbered from 1 without gaps: the saved one's number is how many there are.
    return { version: saved.editVersion, versionCount: saved.number };
  });
}
