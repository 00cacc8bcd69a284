import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

export interface NewVersion {
  projectId: string;
  stageId: string;
  sectionId?: string | null;
  text: string;
  data?: Prisma.InputJsonValue | null;
  source: 'model' | 'author' | 'revision' | 'variant' | 'rollback';
  engine?: 'model' | 'offline' | null;
  model?: string | null;
  authorId?: string | null;
  roundId?: string | null;
  restoredFromId?: string | null;
}

/**
 * Appends an immutable version and makes it the section's (or the stage artifact's) current one.
 * The previous current version becomes its parent; nothing is overwritten. A new section version
 * also moves the section's edit `version`, so an author save based on the text before it (a
 * regeneration, a revision) is refused as stale instead of silently replacing it.
 */
export async function appendVersion(tx: Tx, v: NewVersion): Promise<{ id: string; number: number; sectionVersion: number | null }> {
  const owner = v.sectionId
    ? await tx.section.findUniqueOrThrow({ where: { id: v.sectionId }, select: { currentVersionId: true } })
    : await tx.stage.findUniqueOrThrow({ where: { id: v.stageId }, select: { currentVersionId: true } });
  const last = await tx.version.findFirst({
    where: { stageId: v.stageId, sectionId: v.sectionId ?? null },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  const created = await tx.version.create({
    data: {
      projectId: v.projectId,
      stageId: v.stageId,
      sectionId: v.sectionId ?? null,
      number: (last?.number ?? 0) + 1,
      text: v.text,
      data: v.data ?? undefined,
      source: v.source,
      engine: v.engine ?? null,
      model: v.model ?? null,
      authorId: v.authorId ?? null,
      parentId: owner.currentVersionId,
      roundId: v.roundId ?? null,
      restoredFromId: v.restoredFromId ?? null,
    },
    select: { id: true, number: true },
  });
  if (v.sectionId) {
    const section = await tx.section.update({ where: { id: v.sectionId }, data: { currentVersionId: created.id, version: { increment: 1 } }, select: { version: true } });
    return { ...created, sectionVersion: section.version };
  }
  await tx.stage.update({ where: { id: v.stageId }, data: { currentVersionId: created.id } });
  return { ...created, sectionVersion: null };
}
