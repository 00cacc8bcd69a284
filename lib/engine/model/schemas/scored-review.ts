import { z } from 'zod';
import { REVIEW_VERDICTS } from '../../../workflow/section-scores';
import { example, findingList, priority, quote, required, sectionRef, suggestionType } from './finding';

// Seed 001's section reviewer (five scored dimensions) and global reviewer (six: originality is judged
// for the whole paper only, §4.5), a verdict, and issues.

const score = z.number().int().min(1).max(10);

const SECTION_DIMENSIONS = {
  evidence: score.describe('Evidence sufficiency: claims are supported'),
  structure: score.describe('Structure: paragraph logic (section) or layout and transitions (document)'),
  language: score.describe('Language: register, clarity, consistent terminology'),
  length: score.describe('Length against the target'),
  citations: score.describe('Citation completeness and consistency'),
};
const SCALE = 'Scores from 1 (poor) to 10 (excellent)';
const DIMENSIONS = z
  .object({ ...SECTION_DIMENSIONS, originality: score.describe('Originality and depth of thought of the whole') })
  .describe(SCALE);

const issueFields = {
  quote,
  type: suggestionType,
  issue: required('The concrete problem at that place'),
  expected: required('What the text must contain or do once fixed, specific enough to check'),
  example,
  priority,
};

const verdictNeedsIssues = (r: { verdict: string; issues: unknown[] }, ctx: z.RefinementCtx) => {
  if (r.verdict !== 'ok' && r.issues.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['issues'],
      message: 'A "revise" or "rewrite" verdict must list the concrete issues',
    });
  }
};

/** One section, judged alone: its issues all belong to that section. */
export const sectionReviewSchema = z
  .object({
    dimensions: z.object(SECTION_DIMENSIONS).describe(SCALE),
    verdict: z.enum(REVIEW_VERDICTS).describe('ok: passes; revise: targeted fixes; rewrite: start the section again'),
    issues: findingList(z.object(issueFields)),
    comment: z.string().trim().max(1000).describe('One or two sentences on the section as a whole'),
  })
  .superRefine(verdictNeedsIssues);
export type SectionReview = z.infer<typeof sectionReviewSchema>;

/** The whole document: cross-section flow, thesis alignment, total length, terminology. */
export function globalReviewSchema(sectionIds: string[]) {
  return z
    .object({
      dimensions: DIMENSIONS,
      verdict: z
        .enum(REVIEW_VERDICTS)
        .describe('ok: passes; revise: fix the named sections; rewrite: every section needs work'),
      issues: findingList(z.object({ section: sectionRef(sectionIds), ...issueFields })),
      comment: z.string().trim().max(1000).describe('One or two sentences on the document as a whole'),
    })
    .superRefine(verdictNeedsIssues);
}
export type GlobalReview = z.infer<ReturnType<typeof globalReviewSchema>>;
