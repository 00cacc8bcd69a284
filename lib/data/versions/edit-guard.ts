import { Prisma } from '../../generated/prisma/client';

// Every row a person edits (project, stage, section) carries a `version`: the edit guard. Every change
// to such a row moves it by exactly one, here and nowhere else, so an editor opened on an older state
// cannot save over a newer one. New text reaches a section or an artifact through appendVersion.

/** What the writer believed was current: the row's edit guard, or (for a variant) the version it was made from. */
export type VersionGuard = { version: number } | { currentVersionId: string | null };

type Client = Pick<Prisma.TransactionClient, 'section' | 'stage' | 'project'>;
const guardWhere = (guard?: VersionGuard) => guard ?? {};

/**
 * A change to a section row (its title, goal or position; appendVersion for its text) moves its edit
 * guard by one. With a guard it applies only to the state the caller saw; false means it had moved on.
 */
export async function changeSection(
  client: Pick<Client, 'section'>,
  sectionId: string,
  data: Prisma.SectionUncheckedUpdateManyInput,
  guard?: VersionGuard,
): Promise<boolean> {
  const updated = await client.section.updateMany({
    where: { id: sectionId, ...guardWhere(guard) },
    data: { ...data, version: { increment: 1 } },
  });
  return updated.count === 1;
}

/** What a claim answers of the row it moved: the new edit guard, the version that was current, its stage. */
export interface Claimed {
  version: number;
  currentVersionId: string | null;
  stageId: string;
  /** The number of the unit's last version (0 before its first), for the next one's. */
  lastNumber: number;
  /** Who wrote the current version and in which editing session: whether an autosave may fold into it. */
  current: CurrentVersion | null;
}

export interface CurrentVersion {
  id: string;
  number: number;
  source: string;
  authorId: string | null;
  editSession: string | null;
}

/** An author's claim: the section must be live, in this project, and the project theirs. */
export interface ClaimScope {
  projectId: string;
  ownerId: string;
}

/**
 * The guarded bump before a section or a stage's artifact gets new text (appendVersion): the update
 * changeSection or changeStage makes, answering the row as it left it, its last version's number and
 * who wrote its current version in the same statement, or null when the unit had moved on (or, with a
 * scope, is not the author's live section). Raw SQL: a save's hot path, and one statement where the
 * query builder needs three.
 */
export async function claimUnit(
  client: Pick<Prisma.TransactionClient, '$queryRaw'>,
  unit: { sectionId: string; scope?: ClaimScope } | { stageId: string },
  guard?: VersionGuard,
): Promise<Claimed | null> {
  const section = 'sectionId' in unit;
  const table = Prisma.raw(section ? '"Section"' : '"Stage"');
  const id = section ? unit.sectionId : unit.stageId;
  const scope =
    section && unit.scope
      ? Prisma.sql`AND u."projectId" = ${unit.scope.projectId} AND u."deletedAt" IS NULL
          AND EXISTS (SELECT 1 FROM "Project" p WHERE p.id = u."projectId" AND p."ownerId" = ${unit.scope.ownerId})`
      : Prisma.empty;
  const guarded = !guard
    ? Prisma.empty
    : 'version' in guard
      ? Prisma.sql`AND u.version = ${guard.version}`
      : Prisma.sql`AND u."currentVersionId" IS NOT DISTINCT FROM ${guard.currentVersionId}`;
  const versionsOf = section
    ? Prisma.sql`v."sectionId" = u.id`
    : Prisma.sql`v."stageId" = u.id AND v."sectionId" IS NULL`;
  const [row] = await client.$queryRaw<Claimed[]>`
    UPDATE ${table} AS u SET version = u.version + 1, "updatedAt" = now()
    WHERE u.id = ${id} ${scope} ${guarded}
    RETURNING u.version, u."currentVersionId", ${section ? Prisma.sql`u."stageId"` : Prisma.sql`u.id`} AS "stageId",
      (SELECT COALESCE(MAX(v.number), 0) FROM "Version" v WHERE ${versionsOf})::int AS "lastNumber",
      (SELECT json_build_object('id', c.id, 'number', c.number, 'source', c.source, 'authorId', c."authorId",
          'editSession', c."editSession") FROM "Version" c WHERE c.id = u."currentVersionId") AS current`;
  return row ?? null;
}

/** The same for a stage row (its notes, status, artifact or list of sections). */
export async function changeStage(
  client: Pick<Client, 'stage'>,
  where: Prisma.StageWhereInput,
  data: Prisma.StageUncheckedUpdateManyInput,
  guard?: VersionGuard,
): Promise<boolean> {
  const updated = await client.stage.updateMany({
    where: { ...where, ...guardWhere(guard) },
    data: { ...data, version: { increment: 1 } },
  });
  return updated.count === 1;
}

/** The same for the project row (its title, its lifecycle state); `where` may guard on more than the version. */
export async function changeProject(
  client: Pick<Client, 'project'>,
  where: Prisma.ProjectWhereInput,
  data: Prisma.ProjectUncheckedUpdateManyInput,
  guard?: VersionGuard,
): Promise<boolean> {
  const updated = await client.project.updateMany({
    where: { ...where, ...guardWhere(guard) },
    data: { ...data, version: { increment: 1 } },
  });
  return updated.count === 1;
}

/** The same for a story bible entry (its name, aliases, kind or description). */
export async function changeBibleEntry(
  client: Pick<Prisma.TransactionClient, 'bibleEntry'>,
  where: Prisma.BibleEntryWhereInput,
  data: Prisma.BibleEntryUncheckedUpdateManyInput,
  guard: { version: number },
): Promise<boolean> {
  const updated = await client.bibleEntry.updateMany({
    where: { ...where, ...guard },
    data: { ...data, version: { increment: 1 } },
  });
  return updated.count === 1;
}
