import { z } from 'zod';
import { PRIORITIES } from '../../types';
import { SUGGESTION_TYPES } from '../../../workflow/suggestion-types';

// Fields every reviewer finding must carry (DESIGN §5: location, concrete gap, expected result).

export const priority = z
  .enum(PRIORITIES)
  .describe('high: wrong, missing required content, or blocks the goal; medium: clearly weakens the text; low: polish');

export const suggestionType = z
  .enum(SUGGESTION_TYPES)
  .describe(
    'Kind of problem: consistency (contradictions, names, facts), completeness (missing content), style (wording, voice, pacing), safety (content unsuited to the audience or harmful), logic (structure, reasoning, plot holes), other',
  );

/** Most findings one reviewer may return: more is noise, and the bound keeps the reply's size finite. */
export const MAX_FINDINGS = 20;

/** A reviewer's list of findings, bounded. */
export const findingList = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_FINDINGS);

export const quote = z
  .string()
  .max(600)
  .describe(
    'The exact words of the section text the finding is about, copied verbatim (a short passage, no paraphrase, no ellipsis). Empty only when the finding concerns the whole section or the whole document.',
  );

/** Seed 002's "example": wording that would meet the expected result, when one helps the reviser. */
export const example = z
  .string()
  .trim()
  .max(500)
  .optional()
  .describe('A short example of wording that would meet the expected result; leave out when none helps');

export const required = (description: string) => z.string().trim().min(1).max(1000).describe(description);

/** A section id from the ones under review, or null for the whole document. */
export function sectionRef(ids: string[]) {
  const known = ids.length ? z.enum(ids as [string, ...string[]]) : z.never();
  return known
    .nullable()
    .describe('Id of the section the finding is in, exactly as given; null when it concerns the whole document');
}
