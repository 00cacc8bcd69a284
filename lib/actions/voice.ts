'use server';

import { runAction } from '../authz/actions';
import { saveVoiceNotes as storeVoiceNotes } from '../data/projects/voice';
import { refreshProject } from './refresh';
import { SaveVoiceNotesSchema } from './voice.schema';

/** The writer saves their notes on their own voice; the next writing and revising runs read them. */
export async function saveVoiceNotes(input: unknown) {
  return runAction('saveVoiceNotes', SaveVoiceNotesSchema, input, async (_caller, data, scope) => {
    const saved = await storeVoiceNotes(scope, data);
    refreshProject(data.projectId);
    return saved;
  });
}
