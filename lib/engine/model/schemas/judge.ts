import { z } from 'zod';
import { example, findingList, MAX_FINDINGS, priority, quote, required, sectionRef, suggestionType } from './finding';

/** Seed 002's judge: the panel's findings deduplicated, settled and put in order. */
export function judgeSchema(sectionIds: string[], findingIds: string[]) {
  const findingRef = findingIds.length ? z.enum(findingIds as [string, ...string[]]) : z.never();
  return z.object({
    improvements: findingList(
      z.object({
        sources: z
          .array(findingRef)
          .max(MAX_FINDINGS * 5)
          .describe('Ids of the panel findings (F1, F2, …) this merges; empty only for a problem the panel missed'),
        section: sectionRef(sectionIds),
        category: suggestionType,
        quote,
        issue: required('The concrete gap, stated once for all merged findings'),
        expected: required('What the text must contain or do once fixed, specific enough to check'),
        example,
        priority,
        rationale: required('Why this priority, and how a disagreement between reviewers was settled'),
      }),
    ).describe('Most important first; each problem once'),
    consensus: z
      .array(z.string().trim().max(600))
      .max(MAX_FINDINGS)
      .describe('Problems that several reviewers raised independently'),
    conflicts: findingList(
      z.object({
        topic: required('What the reviewers disagree about'),
        positions: required('Who said what'),
        resolution: required('Your decision and why'),
      }),
    ),
    overall: required('One sentence: your overall assessment of the text as it stands this round'),
    reviseSections: z
      .union([z.literal('all'), z.array(sectionIds.length ? z.enum(sectionIds as [string, ...string[]]) : z.never())])
      .describe(
        'For improvements with section null: the ids of the sections to revise for them, or "all"; [] when there are none',
      ),
  });
}
export type JudgeReview = z.infer<ReturnType<typeof judgeSchema>>;
