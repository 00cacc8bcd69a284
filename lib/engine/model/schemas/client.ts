import { z } from 'zod';
import { findingList, priority, quote, required, sectionRef } from './finding';

/** Seed 002's client: gaps between the document and what its commissioner or audience needs. */
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
  });
}
export type ClientReview = z.infer<ReturnType<typeof clientSchema>>;
