import { z } from 'zod';
import { IdSchema } from '../errors';

// The file itself is checked on arrival (lib/import/editor-upload.ts), so a wrong one gets its own message.
export const ImportEditorDocxSchema = z.object({
  projectId: IdSchema,
  stageKey: z.string().regex(/^[a-z]{2,20}$/),
  file: z.unknown(),
});
