import { isMostlyCjk } from '../../../text/count';
import { VOICE_ROLE } from '../../../workflow/voice/role';
import type { Language, SuggestionDraft } from '../../types';
import type { SentenceProfile } from '../../../workflow/voice/profile';
import { reviewVoice, type VoiceFinding } from '.';

/** What the text should do once fixed, where the reviewer has no exact words to offer. */
const EXPECTED: Record<VoiceFinding['kind'], Record<Language, string>> = {
  'stock-phrase': {
    en: 'Say it plainly, in the words this book uses elsewhere.',
    zh: '换成本书自己的说法，说得具体些。',
  },
  'tense-shift': { en: 'Keep the narration in one tense.', zh: '叙述保持同一时态。' },
  'pov-shift': { en: 'Keep the narration in one person.', zh: '叙述保持同一人称。' },
  'style-drift': {
    en: 'Bring the sentences back to the rhythm of the rest of your text.',
    zh: '让句子回到你其他文字的节奏。',
  },
};

/** A voice suggestion: a draft and, when the fix is mechanical, its exact replacement for the reviser. */
export type VoiceDraft = SuggestionDraft & { evidence?: { passages: []; replacement: string } };

/**
 * The voice reviewer in a round: each prose section on its own (a present-tense prologue is not
 * measured against chapter one), its style measured against the writer's profile when there is one.
 */
export function voiceSuggestions(
  sections: readonly { id: string; text: string }[],
  profile: SentenceProfile | undefined,
): VoiceDraft[] {
  return sections.flatMap((section) => {
    const language: Language = isMostlyCjk(section.text.slice(0, 20_000)) ? 'zh' : 'en';
    return reviewVoice({ text: section.text, language, profile }).map((f): VoiceDraft => ({
      role: VOICE_ROLE,
      type: f.kind,
      priority: f.priority,
      sectionId: section.id,
      summary: f.summary,
      detail: f.detail,
      expected: f.replacement || EXPECTED[f.kind][language],
      anchor: f.anchor,
      ...(f.replacement !== undefined ? { evidence: { passages: [], replacement: f.replacement } } : {}),
    }));
  });
}
