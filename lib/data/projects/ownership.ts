import 'server-only';
import type { ProjectScope } from '../../db';
import { Prisma } from '../../generated/prisma/client';

/** The project's id when this owner has it (live, unless `includeTrashed`); null otherwise. */
export async function findOwnedProjectId(
  { db, ownerId, projectId }: ProjectScope,
  opts: { includeTrashed?: boolean } = {},
): Promise<string | null> {
  // Raw SQL: every action and page naming a project asks this.
  const [found] = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Project" WHERE id = ${projectId} AND "ownerId" = ${ownerId}
      ${opts.includeTrashed ? Prisma.empty : Prisma.sql`AND "deletedAt" IS NULL`}`;
  return found?.id ?? null;
}

/**
 * Whether the owner's project has a stage with this key. Pages whose content streams behind a loading
 * state ask this first, in their layout: once a page streams, its status line has already been sent.
 */
export async function ownerHasStage({ db, ownerId, projectId }: ProjectScope, stageKey: string): Promise<boolean> {
  const stage = await db.stage.findFirst({
    where: { key: stageKey, projectId, project: { ownerId, deletedAt: null } },
    select: { id: true },
  });
  return stage !== null;
}
