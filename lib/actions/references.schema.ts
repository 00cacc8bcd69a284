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
