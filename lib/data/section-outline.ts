import 'server-only';
import type { DbReader } from '../db';
import { isId } from '../errors';
import type { SectionOutline, SectionView } from './stage-view.types';
import { sectionReviews } from './section-reviews';

// A stage page lists every section as an outline row (title, counts, status) and opens one with its
// text; the others' texts are read when the writer opens them.

export const SECTION_OUTLINE_SELECT = {
  id: true,
  displayNumber: true,
  title: true,
  goal: true,
  targetLength: true,
  status: true,
  staleReason: true,
  version: true,
  currentVersionId: true,
  currentVersion: { select: { id: true, engine: true, model: true, words: true, lengthUnit: true } },
  _count: { select: { versions: true } },
} as const;

type OutlineRow = {
  id: string;
  displayNumber: string;
  title: string;
  goal: string;
  targetLength: number;
  status: SectionOutline['status'];
  staleReason: string | null;
  version: number;
  currentVersion: {
    id: string;
    engine: SectionOutline['engine'];
    model: string | null;
    words: number | null;
    lengthUnit: string | null;
  } | null;
  _count: { versions: number };
};

export const toSectionOutline = ({ currentVersion: current, _count, ...row }: OutlineRow): SectionOutline => ({
  id: row.id,
  displayNumber: row.displayNumber,
  title: row.title,
  goal: row.goal,
  targetLength: row.targetLength,
  status: row.status,
  staleReason: row.staleReason,
  version: row.version,
  words: current?.words ?? 0,
  lengthUnit: current?.lengthUnit === 'chars' ? 'chars' : 'words',
  engine: current?.engine ?? null,
  model: current?.model ?? null,
  versionCount: _count.versions,
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
  db: DbReader,
  ownerId: string,
  projectId: string,
  sectionId: string,
): Promise<SectionView | null> {
  if (!isId(sectionId)) return null;
  const row = await db.section.findFirst({
    where: { id: sectionId, projectId, deletedAt: null, project: { ownerId } },
    select: SECTION_OUTLINE_SELECT,
  });
  return row ? withText(db, toSectionOutline(row), row.currentVersionId) : null;
}
