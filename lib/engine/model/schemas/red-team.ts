import { z } from 'zod';
import { example, findingList, priority, quote, required, sectionRef, suggestionType } from './finding';

/** Seed 002's red team: concrete improvements instead of a score. */
export function redTeamSchema(sectionIds: string[]) {
  return z.object({
    improvements: findingList(
      z.object({
        section: sectionRef(sectionIds),
        category: suggestionType,
        quote,
        issue: required('The concrete gap: what exactly is missing or wrong at that place'),
        expected: required('What the text must contain or do once fixed, specific enough to check'),
        example,
        priority,
      }),
    ),
  });
}
export type RedTeamReview = z.infer<ReturnType<typeof redTeamSchema>>;
