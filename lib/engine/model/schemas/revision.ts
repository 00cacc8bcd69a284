import { z } from 'zod';

/** The reviser's reply: the whole new section, and the tasks it could not apply. */
export const revisionSchema = z.object({
  text: z.string().trim().min(1).describe('The complete revised section text, not a diff'),
  unapplied: z
    .array(z.string().trim().max(80))
    .max(100)
    .describe('Ids of tasks you could not apply (for example facts you do not have); those parts stay unchanged'),
});
export type Revision = z.infer<typeof revisionSchema>;
