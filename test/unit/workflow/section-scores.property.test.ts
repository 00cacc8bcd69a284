import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  overallScore,
  SCORE_DIMENSIONS,
  sectionDecision,
  type DimensionScores,
} from '../../../lib/workflow/section-scores';

const dimensions = fc.record(
  Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, fc.integer({ min: 1, max: 10 })])) as Record<
    keyof DimensionScores,
    fc.Arbitrary<number>
  >,
);
const review = fc.record({ dimensions, seriousIssues: fc.integer({ min: 0, max: 3 }) });

// Seed 001: pass at an overall score of 7 or more with no serious issue; 5–6 revise; below 5 rewrite.
describe('the section review rule', () => {
  it('the overall score is the mean of the six dimensions, within 1..10', () => {
    fc.assert(
      fc.property(dimensions, (d) => {
        const mean = SCORE_DIMENSIONS.reduce((n, k) => n + d[k], 0) / 6;
        expect(Math.abs(overallScore(d) - mean)).toBeLessThanOrEqual(0.05);
        expect(overallScore(d)).toBeGreaterThanOrEqual(1);
        expect(overallScore(d)).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('passes exactly when the overall score is at least 7 and nothing serious was found', () => {
    fc.assert(
      fc.property(review, (r) => {
        expect(sectionDecision(r) === 'pass').toBe(overallScore(r.dimensions) >= 7 && r.seriousIssues === 0);
      }),
    );
  });

  it('rewrites exactly below 5, and revises everything between', () => {
    fc.assert(
      fc.property(review, (r) => {
        const overall = overallScore(r.dimensions);
        const decision = sectionDecision(r);
        expect(decision === 'rewrite').toBe(overall < 5);
        if (overall >= 5 && overall < 7) expect(decision).toBe('revise');
        if (overall >= 7 && r.seriousIssues > 0) expect(decision).toBe('revise');
      }),
    );
  });

  it('a serious issue never lets a section pass, however high its scores', () => {
    const top = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, 10])) as DimensionScores;
    expect(sectionDecision({ dimensions: top, seriousIssues: 1 })).toBe('revise');
    expect(sectionDecision({ dimensions: top, seriousIssues: 0 })).toBe('pass');
  });
});
