import { z } from 'zod';
import { IdSchema } from '../errors';
import { BIBLE_KINDS, MAX_BIBLE_ALIASES, MAX_BIBLE_DESCRIPTION, MAX_BIBLE_NAME } from '../workflow/bible/entry';

/** Aliases as the form sends them: one text, split on commas (Latin or Chinese), semicolons or lines. */
const splitAliases = (text: string) =>
  text
    .split(/[,，、;；\n]/)
    .map((a) => a.trim())
    .filter(Boolean);

const entryFields = {
  projectId: IdSchema,
  name: z.string().trim().min(1).max(MAX_BIBLE_NAME),
  aliases: z
    .string()
    .max(MAX_BIBLE_ALIASES * (MAX_BIBLE_NAME + 2))
    .transform(splitAliases)
    .pipe(z.array(z.string().max(MAX_BIBLE_NAME)).max(MAX_BIBLE_ALIASES)),
  kind: z.enum(BIBLE_KINDS),
  description: z.string().trim().max(MAX_BIBLE_DESCRIPTION),
};

/** The name itself and repeats are not aliases. */
const withoutRepeats = <T extends { name: string; aliases: string[] }>(e: T): T => ({
  ...e,
  aliases: [...new Set(e.aliases.filter((a) => a !== e.name))],
});

export const AddBibleEntrySchema = z.object(entryFields).transform(withoutRepeats);
export const UpdateBibleEntrySchema = z
  .object({
    ...entryFields,
    entryId: IdSchema,
    version: z.number().int().min(1),
    /** Propose the change to every passage it touches (a ripple), or save the entry alone. */
    ripple: z.boolean().default(false),
  })
  .transform(withoutRepeats);
/** An entry as the form holds it, before saving: what would its change touch? */
export const PreviewBibleEntrySchema = z.object({ ...entryFields, entryId: IdSchema }).transform(withoutRepeats);
export const BibleEntryRef = z.object({ projectId: IdSchema, entryId: IdSchema });
