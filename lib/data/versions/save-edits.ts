import 'server-only';
import type { Db, ProjectScope } from '../../db';
import type { Prisma, VersionSource } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { stageOf } from '../../workflow/templates';
import type { Translate } from '../../i18n/translator';
import { fieldErrors } from '../../validation';
import { changeStage } from './edit-guard';
import { appendVersion } from './append-version';

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

/**
 * Who wrote the version a stale save met: the writer (typed, chose a variant or rolled back, in another
 * tab or window; only the owner writes a project) or a generation (a model or revision run).
 */
function savedByOf(version: { source: VersionSource; authorId: string | null } | null, ownerId: string): 'you' | 'run' {
  const generated = !version || version.source === 'model' || version.source === 'revision';
  return !generated && version.authorId === ownerId ? 'you' : 'run';
}

const ACTIVITY_GRAIN_MS = 60_000;
/** When this process last recorded each project's activity: within the grain a save need not ask the database. */
const recordedAt = new Map<string, number>();

/**
 * The project's last activity, to the minute, recorded by the save actions once their answer is sent:
 * writers saving at once neither queue on the project row inside their transactions nor rewrite it on
 * every keystroke pause, and no save waits for it. A process that recorded it less than a minute ago
 * skips the update (its guard would change nothing), so most saves cost no statement here.
 */
export async function recordProjectActivity(db: Db, projectId: string) {
  const now = new Date();
  if (now.getTime() - (recordedAt.get(projectId) ?? 0) < ACTIVITY_GRAIN_MS) return;
  forgetOldActivity(now.getTime());
  recordedAt.set(projectId, now.getTime());
  try {
    await db.project.updateMany({
      where: { id: projectId, lastActivityAt: { lt: new Date(now.getTime() - ACTIVITY_GRAIN_MS) } },
      data: { lastActivityAt: now },
    });
  } catch (error) {
    recordedAt.delete(projectId);
    throw error;
  }
}

function forgetOldActivity(now: number) {
  if (recordedAt.size < 1000) return;
  for (const [id, at] of recordedAt) if (now - at >= ACTIVITY_GRAIN_MS) recordedAt.delete(id);
}
