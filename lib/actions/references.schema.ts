import { z } from 'zod';
import { IdSchema } from '../errors';
import { MAX_REFERENCE_TEXT_CHARS } from '../workflow/references/limits';

/** A pasted or uploaded bibliography file: BibTeX, RIS or CSL-JSON. */
const ReferenceText = z.string().max(MAX_REFERENCE_TEXT_CHARS, { message: 'tooLong' });

export const ImportReferencesSchema = z.object({ projectId: IdSchema, text: ReferenceText });
/** One CSL-JSON item the writer entered; the key is made unique in the project when it is stored. */
export const AddReferenceSchema = z.object({
  projectId: IdSchema,
  item: z.looseObject({
    id: z.string().max(100).optional(),
    type: z.string().max(40),
    title: z.string().min(1).max(2000),
  }),
});
export const ReferenceRef = z.object({ projectId: IdSchema, referenceId: IdSchema });

const ReferenceFieldsSchema = z.object({
  title: z.string().trim().min(1, { message: 'required' }).max(2000, { message: 'tooLong' }),
  authors: z.string().max(4000, { message: 'tooLong' }),
  year: z
    .string()
    .trim()
    .regex(/^(\d{1,4})?$/),
  container: z.string().max(500, { message: 'tooLong' }),
  abstract: z.string().max(5000, { message: 'tooLong' }),
  note: z.string().max(2000, { message: 'tooLong' }),
});
const asLoaded = z.string().max(10_000);
/** The writer's completion of an entry, with the fields as the form loaded them (the edit guard). */
export const UpdateReferenceSchema = ReferenceRef.extend({
  fields: ReferenceFieldsSchema,
  before: z.object({
    title: asLoaded,
    authors: asLoaded,
    year: asLoaded,
    container: asLoaded,
    abstract: asLoaded,
    note: asLoaded,
  }),
});
