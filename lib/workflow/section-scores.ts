// Seed 001's section review: six scored dimensions, the reviewer's verdict, and the rule that turns
// the scores into what happens next.

export const SCORE_DIMENSIONS = ['evidence', 'structure', 'language', 'length', 'citations', 'originality'] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];
export type DimensionScores = Record<ScoreDimension, number>;

export const REVIEW_VERDICTS = ['ok', 'revise', 'rewrite'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** What the rule decides for a reviewed section. */
export type SectionDecision = 'pass' | 'revise' | 'rewrite';

/** A scored review as a reviewer returns it: of one section, or of the whole document (sectionId null). */
export interface ScoredReview {
  sectionId: string | null;
  dimensions: DimensionScores;
  verdict: ReviewVerdict;
  comment: string;
  /** High-priority issues the reviewer raised. */
  seriousIssues: number;
}

/** The overall score: the mean of the six dimensions, to one decimal. */
export function overallScore(dimensions: DimensionScores): number {
  const sum = SCORE_DIMENSIONS.reduce((n, d) => n + dimensions[d], 0);
  return Math.round((sum / SCORE_DIMENSIONS.length) * 10) / 10;
}

/**
 * Seed 001: pass when the overall score is at least 7 and there is no serious issue; below 5 the
 * section is rewritten from scratch; otherwise (5–6, or a serious issue) it is revised. The scores
 * decide, not the reviewer's own verdict, so a lenient "ok" cannot pass a weak section.
 */
export function sectionDecision(review: Pick<ScoredReview, 'dimensions' | 'seriousIssues'>): SectionDecision {
  const overall = overallScore(review.dimensions);
  if (overall < 5) return 'rewrite';
  if (overall >= 7 && review.seriousIssues === 0) return 'pass';
  return 'revise';
}

/** The whole-document review's scores as a round keeps them. */
export type RoundScores = Omit<ScoredReview, 'sectionId'>;

/** A round's stored scores, or null when it has none or they are not in this shape. */
export function readRoundScores(value: unknown): RoundScores | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<RoundScores>;
  const dimensions = v.dimensions as Partial<DimensionScores> | undefined;
  if (!dimensions || !SCORE_DIMENSIONS.every((d) => typeof dimensions[d] === 'number')) return null;
  if (!REVIEW_VERDICTS.includes(v.verdict as ReviewVerdict)) return null;
  return {
    dimensions: dimensions as DimensionScores,
    verdict: v.verdict as ReviewVerdict,
    seriousIssues: typeof v.seriousIssues === 'number' ? v.seriousIssues : 0,
    comment: typeof v.comment === 'string' ? v.comment : '',
  };
}
