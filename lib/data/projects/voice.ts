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
  return { profile: voiceProfile(await writerText(db, projectId)), notes: p.voiceNotes, version: p.version };
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
  const [p, text] = await Promise.all([
    db.project.findUnique({ where: { id: projectId }, select: { voiceNotes: true } }),
    writerText(db, projectId),
  ]);
  const profile = voiceProfile(text);
  const notes = p?.voiceNotes.trim() ?? '';
  if (!notes && !profile.enough) return null;
  return { notes, profile: profile.enough ? profile : null };
}
