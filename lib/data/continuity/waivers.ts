import type { DbReader, ProjectScope, Tx } from '../../db';
import { ExpectedError } from '../../errors';
import type { Waiver } from '../../workflow/continuity/waivers';

/** The project's waivers (owner-checked by the caller's scope). */
export async function listWaivers(
  db: Tx | DbReader,
  projectId: string,
): Promise<(Waiver & { summary: string; createdAt: Date })[]> {
  return db.continuityWaiver.findMany({
    where: { projectId },
    select: { fingerprint: true, reason: true, rests: true, summary: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  });
}

/**
 * The writer marks a finding intentional: kept with its reason and the facts it rests on, so it is
 * not raised again until one of them changes. Waiving again replaces the reason.
 */
export async function waiveFinding(
  { db, ownerId, projectId }: ProjectScope,
  input: { fingerprint: string; reason: string; rests: string[]; summary: string },
): Promise<void> {
  const owned = await db.project.count({ where: { id: projectId, ownerId, deletedAt: null } });
  if (!owned) throw new ExpectedError('not_found');
  await db.continuityWaiver.upsert({
    where: { projectId_fingerprint: { projectId, fingerprint: input.fingerprint } },
    create: { projectId, ...input },
    update: { reason: input.reason, rests: input.rests, summary: input.summary },
  });
}

/** Takes a waiver back: the finding is raised again. */
export async function unwaiveFinding({ db, ownerId, projectId }: ProjectScope, fingerprint: string): Promise<void> {
  await db.continuityWaiver.deleteMany({ where: { projectId, fingerprint, project: { ownerId } } });
}
