import { z } from 'zod';
import { findingList, priority, quote, required, sectionRef } from './finding';

/** Where the prose stops sounding like its writer, as the model voice reviewer reads it. */
const VOICE_KINDS = ['stock-phrase', 'tense-shift', 'pov-shift', 'style-drift'] as const;

export function voiceSchema(sectionIds: string[]) {
  return z.object({
    findings: findingList(
      z.object({
        section: sectionRef(sectionIds),
        quote,
        kind: z
          .enum(VOICE_KINDS)
          .describe(
            "stock-phrase: wording typical of machine-written prose; tense-shift / pov-shift: narration slipping its tense or person; style-drift: a passage far from the author's rhythm and diction",
          ),
        issue: required('What sounds wrong in the passage, and why it is not the author'),
        expected: required(
          'The exact words that should replace the quote, in the author’s voice; or, when only the author can rewrite it, what the passage should sound like',
        ),
        priority,
      }),
    ),
  });
}
export type VoiceReview = z.infer<ReturnType<typeof voiceSchema>>;
