import type { Db, Tx } from '../../db';
import type { SectionPlan } from '../../workflow/templates/types';

/** A section as the generation steps see it. */
export interface SectionRow {
  id: string;
  key: string;
  position: number;
  title: string;
  goal: string;
  targetLength: number;
  status: string;
  currentVersionId: string | null;
  /** Locked by the writer: generation leaves it alone. */
  locked: boolean;
}

/** The stage's sections that are not deleted, in document order. */
export function liveSections(db: Db, stageId: string): Promise<SectionRow[]> {
  return db.section.findMany({
    where: { stageId, deletedAt: null },
    orderBy: { position: 'asc' },
    select: {
      id: true,
      key: true,
      position: true,
      title: true,
      goal: true,
      targetLength: true,
      status: true,
      currentVersionId: true,
      locked: true,
    },
  });
}

/** Creates the stage's sections from a plan unless it has some already; returns how many were created. */
export async function createSectionsOnce(
  tx: Tx,
  stage: { id: string; projectId: string },
  plans: readonly SectionPlan[],
): Promise<number> {
  const existing = await tx.section.count({ where: { stageId: stage.id, deletedAt: null } });
  if (existing > 0) return 0;
  await tx.section.createMany({
    data: plans.map((plan, position) => ({
      projectId: stage.projectId,
      stageId: stage.id,
      key: plan.key,
      position,
      displayNumber: plan.displayNumber,
      title: plan.title,
      goal: plan.goal,
      targetLength: plan.targetLength,
    })),
  });
  return plans.length;
}

/** The current text of one section ('' before its first version). */
export async function sectionText(db: Db, sectionId: string): Promise<string> {
  const row = await db.section.findUniqueOrThrow({
    where: { id: sectionId },
    select: { currentVersion: { select: { text: true } } },
  });
  return row.currentVersion?.text ?? '';
}

/**
 * Titles and current texts of the given sections, in document order (a writer's rolling context). A
 * section whose last review did not pass it (its rewrites used up) carries that review's comment.
 */
export async function sectionTexts(db: Db, sectionIds: readonly string[]): Promise<EarlierSection[]> {
  if (sectionIds.length === 0) return [];
  const rows = await db.section.findMany({
    where: { id: { in: [...sectionIds] } },
    orderBy: { position: 'asc' },
    select: {
      title: true,
      status: true,
      currentVersion: { select: { text: true } },
      reviews: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1, select: { decision: true, comment: true } },
    },
  });
  return rows.map((r) => {
    const last = r.reviews[0];
    const failed = last && last.decision !== 'pass' && r.status !== 'passed';
    return { title: r.title, text: r.currentVersion?.text ?? '', ...(failed ? { notPassed: last.comment } : {}) };
  });
}

export interface EarlierSection {
  title: string;
  text: string;
  /** The section did not pass its review within its rewrites: the reviewer's last comment. */
  notPassed?: string;
}

/** The current text of a stage's live section by its key ('' when there is none). */
export async function sectionTextByKey(db: Db, stageId: string, key: string): Promise<string> {
  const row = await db.section.findFirst({
    where: { stageId, key, deletedAt: null },
    select: { currentVersion: { select: { text: true } } },
  });
  return row?.currentVersion?.text ?? '';
}

/** A section a step is about to write: 'writing', unless it already says so. */
export async function markSectionWriting(tx: Tx, sectionId: string): Promise<void> {
  await tx.section.updateMany({ where: { id: sectionId, status: { not: 'writing' } }, data: { status: 'writing' } });
}

/** A section whose new text a step just saved: written (no longer stale), or passed by its reviewer. */
export async function markSectionDone(tx: Tx, sectionId: string, status: 'written' | 'passed'): Promise<void> {
  await tx.section.update({ where: { id: sectionId }, data: { status, staleReason: null } });
}

/** Every live section of an approved stage passes. */
export async function passStageSections(tx: Tx, stageId: string): Promise<void> {
  await tx.section.updateMany({ where: { stageId, deletedAt: null }, data: { status: 'passed' } });
}

export function countStaleSections(tx: Tx, stageId: string): Promise<number> {
  return tx.section.count({ where: { stageId, deletedAt: null, status: 'stale' } });
}

/** A section's current text and the open suggestions a variants run was asked about. */
export async function sectionWithSuggestions(db: Db, sectionId: string, suggestionIds: readonly string[]) {
  const section = await db.section.findUniqueOrThrow({
    where: { id: sectionId },
    include: { currentVersion: { select: { id: true, text: true } } },
  });
  const suggestions = await db.suggestion.findMany({ where: { id: { in: [...suggestionIds] }, sectionId } });
  return { section, suggestions };
}
