import { z } from 'zod';
import { FACT_HEDGES } from '../../../workflow/continuity/facts';
import type { TemplateKind } from '../../../workflow/templates/types';

// What the model extracts from one section: the same facts the offline engine finds, with the exact
// words that state them (located in the text afterwards; a quote that is not there is dropped).

const ATTRIBUTES: Record<TemplateKind | 'any', string> = {
  story:
    'attribute: "age", "eyes", "hair", "height", "occupation", "relation:<other person>" (value: sister, older brother …); status: "status" (alive, dead, missing) or "whereabouts" (a place); time: "date" (MM-DD or YYYY-MM-DD), "weekday" (subject: the date, value 0=Sunday…6=Saturday), "elapsed" (value: days), "gap" (a skip of unknown length); clue: "setup:<thing>" with value "planted" or "paid-off" for a detail set up to matter later (a gun on the wall) and where it pays off',
  paper:
    'count: "n" (subject "sample size"), "value" (subject: the quantity\'s label, value with its unit or %); term: "expansion" (subject: the abbreviation or term, value: what it stands for); claim: "supported" (subject: the citation key, value "no" when the cited source, as the references describe it, does not say what the sentence claims)',
  script:
    'clue: attribute is the clue\'s id, clue-<number> for a numbered clue (Clue 3, 线索3 → clue-3), else its name; subject the character; value "learns" (the game master hands it to them; subject "*" for all players), "knows" (their handbook mentions it), "needed" (the truth rests on it), "planted" (a clue card or handout); round: the round of play (0 before the first); plus the story facts about characters',
  rewrite:
    'mention: "number" (subject: the word it counts), "name", and time "date": every number, name and date the section states',
  any: 'any of the above',
};

export function factsSchemaFor(template: TemplateKind | null) {
  return z.object({
    facts: z
      .array(
        z.object({
          kind: z.enum(['attribute', 'status', 'time', 'count', 'term', 'clue', 'mention', 'claim']),
          subject: z.string().max(200).describe('The person, thing or term, by the name the text uses'),
          attribute: z
            .string()
            .max(200)
            .describe(ATTRIBUTES[template ?? 'any']),
          value: z
            .string()
            .max(300)
            .describe('Normalised: digits for numbers, one English word for colours and kinship'),
          quote: z
            .string()
            .min(1)
            .max(400)
            .describe('The exact words of the section that state the fact, copied character for character'),
          valueQuote: z.string().max(100).optional().describe('The words inside quote that hold the value'),
          hedge: z
            .enum([...FACT_HEDGES, 'none'])
            .describe(
              'dialogue (a character says it), hypothetical, flashback (a memory or earlier time), corrected (the text takes it back), or none',
            ),
          round: z.number().int().min(0).max(50).optional(),
          change: z
            .boolean()
            .optional()
            .describe('The text narrates a change here (turned thirteen, dyed her hair, moved away)'),
        }),
      )
      .max(80),
  });
}

export type ModelFacts = z.infer<ReturnType<typeof factsSchemaFor>>;
