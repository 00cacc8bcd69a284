// Seed 001's scored reviews: the section reviewer's five dimensions and the global reviewer's six
// (originality is judged for the whole paper only, §4.5), the verdict, and the rule that turns a
// section's scores into what happens next.

export const SCORE_DIMENSIONS = ['evidence', 'structure', 'language', 'length', 'citations', 'originality'] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];
/** A section review's five scores, or a global review's six. */
export type DimensionScores = Omit<Record<ScoreDimension, number>, 'originality'> & { originality?: number };

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

/** The overall score: the mean of the dimensions scored (five for a section, six for the document), to one decimal. */
export function overallScore(dimensions: DimensionScores): number {
  const scored = SCORE_DIMENSIONS.flatMap((d) => (dimensions[d] === undefined ? [] : [dimensions[d]]));
  return Math.round((scored.reduce((n, v) => n + v, 0) / scored.length) * 10) / 10;
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
