import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { isId } from '../../errors';
import { Prisma } from '../../generated/prisma/client';
import { sectionReviews } from '../refinement/section-reviews';
import { VersionSummary } from '../versions/version-summary';
import { SectionReviewView } from '../refinement/section-reviews';

// A stage page lists every section as an outline row (title, counts, status) and opens one with its
// text; the others' texts are read when the writer opens them.

/** A section's outline row as read: its own fields, and its current version's length and engine. */
export interface OutlineRow {
  id: string;
  displayNumber: string;
  title: string;
  goal: string;
  targetLength: number;
  status: SectionOutline['status'];
  staleReason: string | null;
  locked: boolean;
  version: number;
  currentVersionId: string | null;
  engine: SectionOutline['engine'];
  model: string | null;
  words: number | null;
  lengthUnit: string | null;
  versionCount: number;
}

/**
 * The outline rows of the sections `where` picks (a condition on "Section" s), in order. One statement
 * for a whole stage (a book can have hundreds of sections), never reading a text.
 */
async function outlineRows(db: DbReader, where: Prisma.Sql): Promise<OutlineRow[]> {
  return db.$queryRaw<OutlineRow[]>`
    SELECT s.id, s."displayNumber", s.title, s.goal, s."targetLength", s.status::text AS status, s."staleReason",
      s.locked, s.version, s."currentVersionId", v.engine::text AS engine, v.model, v.words, v."lengthUnit",
      (SELECT count(*) FROM "Version" n WHERE n."sectionId" = s.id)::int AS "versionCount"
    FROM "Section" s LEFT JOIN "Version" v ON v.id = s."currentVersionId"
    WHERE ${where}
    ORDER BY s.position`;
}

/** A stage's live sections as outline rows, in order. */
export const stageOutlineRows = (db: DbReader, stageId: string) =>
  outlineRows(db, Prisma.sql`s."stageId" = ${stageId} AND s."deletedAt" IS NULL`);

export const toSectionOutline = (row: OutlineRow): SectionOutline => ({
  id: row.id,
  displayNumber: row.displayNumber,
  title: row.title,
  goal: row.goal,
  targetLength: row.targetLength,
  status: row.status,
  staleReason: row.staleReason,
  locked: row.locked,
  version: row.version,
  words: row.words ?? 0,
  lengthUnit: row.lengthUnit === 'chars' ? 'chars' : 'words',
  engine: row.engine,
  model: row.model,
  versionCount: row.versionCount,
});

/** The open section: its outline row with the current text and its scored reviews. */
export async function withText(
  db: DbReader,
  outline: SectionOutline,
  currentVersionId: string | null,
): Promise<SectionView> {
  const [text, reviews] = await Promise.all([
    currentVersionId ? db.version.findUnique({ where: { id: currentVersionId }, select: { text: true } }) : null,
    sectionReviews(db, outline.id),
  ]);
  return { ...outline, text: text?.text ?? '', reviews };
}

/** One of the caller's sections, opened (the stage page loads it when the writer selects it); null if not theirs. */
export async function openSection(
  { db, ownerId, projectId }: ProjectScope<DbReader>,
  sectionId: string,
): Promise<SectionView | null> {
  if (!isId(sectionId)) return null;
  const [row] = await outlineRows(
    db,
    Prisma.sql`s.id = ${sectionId} AND s."projectId" = ${projectId} AND s."deletedAt" IS NULL
      AND EXISTS (SELECT 1 FROM "Project" p WHERE p.id = s."projectId" AND p."ownerId" = ${ownerId})`,
  );
  return row ? withText(db, toSectionOutline(row), row.currentVersionId) : null;
}

/** A section as the stage's outline lists it: no text (it is read when the section is opened). */
export interface SectionOutline {
  id: string;
  displayNumber: string;
  title: string;
  goal: string;
  targetLength: number;
  status: 'pending' | 'writing' | 'written' | 'passed' | 'revising' | 'stale' | 'failed';
  staleReason: string | null;
  /** Locked by the writer: regeneration, revision and ripples leave it alone. */
  locked: boolean;
  /** Optimistic-concurrency token: send it back with every edit of this section. */
  version: number;
  /** The current text's length, stored with its version, in `lengthUnit`. */
  words: number;
  lengthUnit: 'words' | 'chars';
  /** What wrote the current text (null before any). */
  engine: VersionSummary['engine'];
  model: string | null;
  versionCount: number;
}

/** The open section: its outline row, its text and its scored reviews. */
export interface SectionView extends SectionOutline {
  text: string;
  /** The section reviewer's scored reviews, oldest first: the trend across rewrites. */
  reviews: SectionReviewView[];
}
