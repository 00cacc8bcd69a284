import type { Prisma } from '../generated/prisma/client';

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
}

/** An author's claim: the section must be live, in this project, and the project theirs. */
export interface ClaimScope {
  projectId: string;
  ownerId: string;
}

/**
 * The guarded bump before a section or a stage's artifact gets new text (appendVersion): the update
 * changeSection or changeStage makes, answering the row as it left it in the same statement, or null
 * when the unit had moved on (or, with a scope, is not the author's live section).
 */
export async function claimUnit(
  client: Pick<Client, 'section' | 'stage'>,
  unit: { sectionId: string; scope?: ClaimScope } | { stageId: string },
  guard?: VersionGuard,
): Promise<Claimed | null> {
  const data = { version: { increment: 1 } };
  if ('sectionId' in unit) {
    const scope = unit.scope
      ? { projectId: unit.scope.projectId, deletedAt: null, project: { ownerId: unit.scope.ownerId } }
      : {};
    const [row] = await client.section.updateManyAndReturn({
      where: { id: unit.sectionId, ...scope, ...guardWhere(guard) },
      data,
      select: { version: true, currentVersionId: true, stageId: true },
    });
    return row ?? null;
  }
  const [row] = await client.stage.updateManyAndReturn({
    where: { id: unit.stageId, ...guardWhere(guard) },
    data,
    select: { version: true, currentVersionId: true, id: true },
  });
  return row ? { version: row.version, currentVersionId: row.currentVersionId, stageId: row.id } : null;
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
