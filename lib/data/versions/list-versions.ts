import 'server-only';
import type { Db, ProjectScope } from '../../db';
import { ExpectedError, isId } from '../../errors';
import { toVersionSummary, VERSION_SELECT } from './version-summary';
import { VersionSummary } from './version-summary';

/** Whose versions: one section's, or a stage artifact's. */
export type VersionUnit = { sectionId: string } | { stageKey: string };

/**
 * The newest `limit` versions of a section or an artifact, read when the writer opens the history (and
 * asks for older ones); with the current version and the model's original of it ("original vs current").
 */
export async function listVersions(
  { db, ownerId, projectId }: ProjectScope,
  { unit, limit }: { unit: VersionUnit; limit: number },
): Promise<VersionPage> {
  const owner = await ownerOf(db, ownerId, projectId, unit);
  if (!owner) throw new ExpectedError('not_found');
  const where = { stageId: owner.stageId, sectionId: owner.sectionId };
  return db.$transaction(
    async (tx) => {
      const current = owner.currentVersionId
        ? await tx.version.findUnique({ where: { id: owner.currentVersionId }, select: { number: true } })
        : null;
      const [versions, total, original] = await Promise.all([
        tx.version.findMany({
          where,
          orderBy: { number: 'desc' },
          take: limit,
          select: VERSION_SELECT,
        }),
        tx.version.count({ where }),
        current
          ? tx.version.findFirst({
              where: { ...where, source: 'model', number: { lte: current.number } },
              orderBy: { number: 'desc' },
              select: { id: true },
            })
          : null,
      ]);
      return {
        versions: versions.map(toVersionSummary),
        total,
        currentId: owner.currentVersionId,
        originalId: original?.id ?? null,
      };
    },
    { isolationLevel: 'RepeatableRead' },
  );
}

async function ownerOf(db: Db, ownerId: string, projectId: string, unit: VersionUnit) {
  if ('sectionId' in unit) {
    if (!isId(unit.sectionId)) return null;
    const s = await db.section.findFirst({
      where: { id: unit.sectionId, projectId, project: { ownerId } },
      select: { id: true, stageId: true, currentVersionId: true },
    });
    return s && { stageId: s.stageId, sectionId: s.id, currentVersionId: s.currentVersionId };
  }
  const stage = await db.stage.findFirst({
    where: { projectId, key: unit.stageKey, project: { ownerId } },
    select: { id: true, currentVersionId: true },
  });
  return stage && { stageId: stage.id, sectionId: null, currentVersionId: stage.currentVersionId };
}

/** One page of a unit's versions, newest first (the history loads them when opened). */
export interface VersionPage {
  versions: VersionSummary[];
  total: number;
  currentId: string | null;
  /** The model's original of the current text: the latest generated version not newer than it. */
  originalId: string | null;
}
