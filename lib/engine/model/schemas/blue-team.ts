import { z } from 'zod';
import { findingList, priority, quote, required, sectionRef } from './finding';

/** Seed 002's blue team: what must stay as it is, and enhancements that build on strengths. */
export function blueTeamSchema(sectionIds: string[]) {
  return z.object({
    keepAsIs: findingList(
      z.object({
        section: sectionRef(sectionIds),
        quote,
        aspect: required('What works, e.g. "narrative structure", "opening image"'),
        reason: required('Why it works and must not be lost in a revision'),
      }),
    ).describe('Strengths a revision must leave unchanged'),
    enhancements: findingList(
      z.object({
        section: sectionRef(sectionIds),
        quote,
        aspect: required('The strength this builds on'),
        suggestion: required('The concrete addition or change'),
        expected: required('What the text will contain or do afterwards, specific enough to check'),
        priority,
      }),
    ),
  });
}
export type BlueTeamReview = z.infer<ReturnType<typeof blueTeamSchema>>;
