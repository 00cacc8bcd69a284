import type { Db, DbReader, Tx } from '../../db';
import {
  overallScore,
  SCORE_DIMENSIONS,
  type DimensionScores,
  type ScoreDimension,
  type ReviewVerdict,
  type ScoredReview,
  type SectionDecision,
} from '../../workflow/section-scores';

/** Stores the section reviewer's scores on the version it read, with the decision the rule took. */
export async function recordSectionReview(
  tx: Tx,
  input: { sectionId: string; versionId: string; review: ScoredReview; decision: SectionDecision },
): Promise<void> {
  const { review } = input;
  await tx.sectionReview.create({
    data: {
      sectionId: input.sectionId,
      versionId: input.versionId,
      ...review.dimensions,
      originality: review.dimensions.originality ?? null,
      overall: overallScore(review.dimensions),
      verdict: review.verdict,
      decision: input.decision,
      seriousIssues: review.seriousIssues,
      comment: review.comment,
    },
  });
}

/** Stores the global reviewer's scores of the whole document on the round that asked for them (seed 001 §4.4). */
export async function recordGlobalReview(tx: Tx, input: { roundId: string; review: ScoredReview }): Promise<void> {
  const { review } = input;
  const { originality } = review.dimensions;
  if (originality === undefined) throw new Error('A global review scores originality (its schema requires it)');
  await tx.globalReview.create({
    data: {
      roundId: input.roundId,
      ...review.dimensions,
      originality,
      overall: overallScore(review.dimensions),
      verdict: review.verdict,
      seriousIssues: review.seriousIssues,
      comment: review.comment,
    },
  });
}

/** A global review as a round shows it: six scores, their mean, the verdict and the comment. */
export interface GlobalReviewView {
  scores: DimensionScores;
  overall: number;
  verdict: ReviewVerdict;
  seriousIssues: number;
  comment: string;
}

type GlobalReviewRow = Record<ScoreDimension, number> &
  Omit<GlobalReviewView, 'scores' | 'verdict'> & { verdict: string };

export function toGlobalReviewView(r: GlobalReviewRow): GlobalReviewView {
  return {
    scores: Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, r[d]])) as DimensionScores,
    overall: r.overall,
    verdict: r.verdict as ReviewVerdict,
    seriousIssues: r.seriousIssues,
    comment: r.comment,
  };
}

/**
 * A section's scored reviews, oldest first, each with the number of the version it read. Most sections
 * have none: their numbers are then not asked for.
 */
export async function sectionReviews(db: DbReader, sectionId: string): Promise<SectionReviewView[]> {
  const rows = await db.sectionReview.findMany({
    where: { sectionId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (rows.length === 0) return [];
  const versions = await db.version.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.versionId))] } },
    select: { id: true, number: true },
  });
  const numbers = new Map(versions.map((v) => [v.id, v.number]));
  return rows.map((r) => toSectionReviewView({ ...r, versionNumber: numbers.get(r.versionId) ?? 0 }));
}

type ReviewRow = Omit<Record<ScoreDimension, number>, 'originality'> & {
  originality: number | null;
  id: string;
  versionId: string;
  overall: number;
  verdict: string;
  decision: string;
  seriousIssues: number;
  comment: string;
  createdAt: Date;
  versionNumber: number;
};

function toSectionReviewView(r: ReviewRow): SectionReviewView {
  return {
    id: r.id,
    versionId: r.versionId,
    versionNumber: r.versionNumber,
    // Reviews from before the section reviewer stopped scoring originality keep it.
    scores: Object.fromEntries(SCORE_DIMENSIONS.flatMap((d) => (r[d] === null ? [] : [[d, r[d]]]))) as DimensionScores,
    overall: r.overall,
    verdict: r.verdict as ReviewVerdict,
    decision: r.decision as SectionDecision,
    seriousIssues: r.seriousIssues,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The section's current version, id and text, as a reviewer reads it. */
export async function currentSectionVersion(db: Db, sectionId: string): Promise<{ id: string | null; text: string }> {
  const row = await db.section.findUniqueOrThrow({
    where: { id: sectionId },
    select: { currentVersion: { select: { id: true, text: true } } },
  });
  return { id: row.currentVersion?.id ?? null, text: row.currentVersion?.text ?? '' };
}

/** The live sections of a stage that a loop gave a new version go to `revising`; returns their ids. */
export async function markLoopRevisedSectionsRevising(tx: Tx, stageId: string, loopId: string): Promise<string[]> {
  const revised = await tx.version.findMany({
    where: { stageId, sectionId: { not: null }, round: { loopId } },
    distinct: ['sectionId'],
    select: { sectionId: true },
  });
  const ids = revised.map((v) => v.sectionId!);
  await tx.section.updateMany({ where: { id: { in: ids }, deletedAt: null }, data: { status: 'revising' } });
  return ids;
}

/** One stored section review (seed 001): five scores, the reviewer's verdict, what the rule decided. */
export interface SectionReviewView {
  id: string;
  versionId: string;
  versionNumber: number;
  scores: DimensionScores;
  overall: number;
  verdict: ReviewVerdict;
  decision: SectionDecision;
  seriousIssues: number;
  comment: string;
  createdAt: string;
}
