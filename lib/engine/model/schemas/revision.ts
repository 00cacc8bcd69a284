import { z } from 'zod';

/**
 * The reviser's reply: replacements of passages ("edits") when the tasks are local fixes, or the whole
 * new section ("text") when they restructure it; and the tasks it could not apply.
 */
export const revisionSchema = z
  .object({
    edits: z
      .array(
        z.object({
          find: z
            .string()
            .min(1)
            .max(2_000)
            .describe('A passage of the section, copied word for word, long enough to occur only once'),
          replace: z.string().max(4_000).describe('What replaces it'),
        }),
      )
      .max(40)
      .default([])
      .describe('The replacements that apply the tasks; [] when you return the whole section in "text"'),
    text: z.string().trim().default('').describe('The complete revised section, only when asked for it; "" otherwise'),
    unapplied: z
      .array(z.string().trim().max(80))
      .max(100)
      .describe('Ids of tasks you could not apply (for example facts you do not have); those parts stay unchanged'),
  })
  .refine((r) => r.edits.length > 0 || r.text.length > 0 || r.unapplied.length > 0, {
    message: 'Give the edits, the whole section in "text", or the ids of the tasks you could not apply',
  });
export type Revision = z.infer<typeof revisionSchema>;
