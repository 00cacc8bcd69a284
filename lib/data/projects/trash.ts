import 'server-only';
import type { Db, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';

/** A deleted project can be restored for this long; after that it and everything in it is removed. */
export const TRASH_DAYS = 30;
const cutoff = (now: Date) => new Date(now.getTime() - TRASH_DAYS * 86_400_000);

export interface TrashedProject {
  id: string;
  title: string;
  deletedAt: string;
  purgeAt: string;
}

/** The caller's deleted projects that can still be restored, most recently deleted first. */
export async function listTrash(db: Db, ownerId: string, now = new Date()): Promise<TrashedProject[]> {
  await purgeExpiredTrash(db, now);
  const rows = await db.project.findMany({
    where: { ownerId, deletedAt: { gt: cutoff(now) } },
    orderBy: { deletedAt: 'desc' },
    select: { id: true, title: true, deletedAt: true },
  });
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    deletedAt: p.deletedAt!.toISOString(),
    purgeAt: new Date(p.deletedAt!.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

export async function restoreProject({ db, ownerId, projectId: id }: ProjectScope, now = new Date()): Promise<void> {
  const restored = await db.project.updateMany({
    where: { id, ownerId, deletedAt: { gt: cutoff(now) } },
    data: { deletedAt: null, lastActivityAt: now },
  });
  if (restored.count !== 1) throw new ExpectedError('not_found');
}

/** Everyone's projects past their time in the trash; run whenever a trash is looked at. */
export async function purgeExpiredTrash(db: Db, now = new Date()): Promise<number> {
  const purged = await db.project.deleteMany({ where: { deletedAt: { lte: cutoff(now) } } });
  return purged.count;
}
