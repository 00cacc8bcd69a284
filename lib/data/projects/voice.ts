import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { VoiceGuide } from '../../engine/types';
import { voiceProfile, type VoiceProfile } from '../../workflow/voice/profile';
import { changeProject } from '../versions/edit-guard';
import { writerText } from './writer-text';

/** The project page's voice panel: what the writer's own text says of their voice, and their notes on it. */
export interface ProjectVoice {
  profile: VoiceProfile;
  notes: string;
  /** The project's edit guard, for saving the notes. */
  version: number;
}

export async function projectVoice({ db, ownerId, projectId }: ProjectScope): Promise<ProjectVoice> {
  const p = await db.project.findFirst({
    where: { id: projectId, ownerId, deletedAt: null },
    select: { voiceNotes: true, version: true },
  });
  if (!p) throw new ExpectedError('not_found');
  return { profile: await writerProfile(db, projectId), notes: p.voiceNotes, version: p.version };
}

/** Saves the writer's voice notes, guarded by the project's version like its other settings. */
export async function saveVoiceNotes(
  { db, ownerId, projectId }: ProjectScope,
  { notes, version }: { notes: string; version: number },
): Promise<{ version: number }> {
  const where = { id: projectId, ownerId, deletedAt: null };
  if (await changeProject(db, where, { voiceNotes: notes.trim() }, { version })) return { version: version + 1 };
  throw new ExpectedError((await db.project.count({ where })) ? 'conflict' : 'not_found');
}

/**
 * What the writing and revising prompts carry of the writer's voice: the notes, and the profile once
 * there is enough of the writer's own text for it to speak for them. Null when there is neither.
 */
export async function voiceGuide(db: DbReader, projectId: string): Promise<VoiceGuide | null> {
  const [p, profile] = await Promise.all([
    db.project.findUnique({ where: { id: projectId }, select: { voiceNotes: true } }),
    writerProfile(db, projectId),
  ]);
  const notes = p?.voiceNotes.trim() ?? '';
  if (!notes && !profile.enough) return null;
  return { notes, profile: profile.enough ? profile : null };
}

/** Profiles this process computed, by project, under the stamp of the sections they were read from. */
const profiles = new Map<string, { stamp: string; profile: VoiceProfile }>();
const KEPT_PROFILES = 32;

/**
 * The profile of the writer's own text, read again only when a section of the project changed (every
 * save and every new version moves a section's edit guard), one was removed, or the project's settings
 * (a rewrite's original) did: a cost estimate asks for it with every button, and a book's text is long.
 */
async function writerProfile(db: DbReader, projectId: string): Promise<VoiceProfile> {
  const [row] = await db.$queryRaw<{ stamp: string }[]>`
    SELECT concat_ws(':', count(*) FILTER (WHERE s."deletedAt" IS NULL), sum(s.version),
                     (SELECT extract(epoch FROM p."updatedAt") FROM "Project" p WHERE p.id = ${projectId})) AS stamp
    FROM "Section" s WHERE s."projectId" = ${projectId}`;
  const stamp = row?.stamp ?? '';
  const kept = profiles.get(projectId);
  if (kept?.stamp === stamp) return kept.profile;
  const profile = voiceProfile(await writerText(db, projectId));
  profiles.delete(projectId);
  profiles.set(projectId, { stamp, profile });
  if (profiles.size > KEPT_PROFILES) profiles.delete(profiles.keys().next().value!);
  return profile;
}
