import { z } from 'zod';
import { IdSchema } from '../errors';
import { MAX_VOICE_NOTES_CHARS } from '../workflow/voice/limits';

/** The writer's voice notes, saved under the project's edit guard. */
export const SaveVoiceNotesSchema = z.object({
  projectId: IdSchema,
  notes: z.string().max(MAX_VOICE_NOTES_CHARS),
  version: z.number().int().min(1),
});
