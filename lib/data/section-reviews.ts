import type { DbReader, Tx } from '../db';
import {
  overallScore,
  SCORE_DIMENSIONS,
  type DimensionScores,
  type ReviewVerdict,
  type ScoredReview,
  type SectionDecision,
} from '../workflow/section-scores';

/** One stored section review, as the section shows it. */
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
      overall: overallScore(review.dimensions),
      verdict: review.verdict,
      decision: input.decision,
      seriousIssues: review.seriousIssues,
      comment: review.comment,
    },
  });
}

/** Every review of the given sections, oldest first, by section id: the trend across rewrites. */
export async function sectionReviewsBySection(
  db: DbReader,
  sectionIds: string[],
): Promise<Map<string, SectionReviewView[]>> {
  const rows = await db.sectionReview.findMany({
    where: { sectionId: { in: sectionIds } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { version: { select: { number: true } } },
  });
  const bySection = new Map<string, SectionReviewView[]>();
  for (const r of rows) {
    const view: SectionReviewView = {
      id: r.id,
      versionId: r.versionId,
      versionNumber: r.version.number,
      scores: Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, r[d]])) as DimensionScores,
      overall: r.overall,
      verdict: r.verdict as ReviewVerdict,
      decision: r.decision as SectionDecision,
      seriousIssues: r.seriousIssues,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    };
    bySection.set(r.sectionId, [...(bySection.get(r.sectionId) ?? []), view]);
  }
  return bySection;
}
