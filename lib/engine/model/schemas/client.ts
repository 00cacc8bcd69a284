import { z } from 'zod';
import { findingList, priority, quote, required, sectionRef } from './finding';

/** A market or feasibility concern of the client's: where it is, what worries them, what would settle it. */
function concernList(sectionIds: string[], concern: string) {
  return findingList(
    z.object({
      section: sectionRef(sectionIds),
      quote,
      concern: required(concern),
      expected: required('What the document must add or change to settle the concern, specific enough to check'),
      priority,
    }),
  ).default([]);
}

/**
 * Seed 002's client: gaps between the document and what its commissioner or audience needs, and its
 * market and feasibility concerns.
 */
export function clientSchema(sectionIds: string[]) {
  return z.object({
    businessGaps: findingList(
      z.object({
        section: sectionRef(sectionIds),
        quote,
        aspect: required('The need concerned, e.g. "audience fit", "budget", "timeline", "requirements"'),
        gap: required('What the document lacks for that need, concretely'),
        impact: required('What the reader or client cannot do because of it'),
        requiredInfo: required('The information or content that must be added'),
        priority,
      }),
    ),
    marketConcerns: concernList(
      sectionIds,
      'Whether the intended readers or buyers will want this, and how it stands against what they already have',
    ),
    feasibilityConcerns: concernList(
      sectionIds,
      'Whether what the document proposes can be done with the time, money, people and means it names',
    ),
  });
}
export type ClientReview = z.infer<ReturnType<typeof clientSchema>>;
