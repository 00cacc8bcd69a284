import { z } from 'zod';
import { IdSchema } from '../errors';
import { MAX_INSTRUCTION_CHARS, MAX_PASSAGE_CHARS, PASSAGE_COMMANDS, TONES } from '../workflow/passage-commands';

export const PassageCommandSchema = z
  .object({
    projectId: IdSchema,
    sectionId: IdSchema,
    command: z.enum(PASSAGE_COMMANDS),
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    quote: z.string().min(1).max(MAX_PASSAGE_CHARS),
    instruction: z.string().trim().max(MAX_INSTRUCTION_CHARS).optional(),
    tone: z.enum(TONES).optional(),
  })
  .refine((d) => d.command !== 'rewrite' || Boolean(d.instruction), { path: ['instruction'], message: 'required' })
  .refine((d) => d.command !== 'tone' || Boolean(d.tone), { path: ['tone'], message: 'required' });
