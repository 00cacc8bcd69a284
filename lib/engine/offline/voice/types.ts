import type { Anchor } from '../../../text/anchor';
import type { Language, Priority } from '../../types';
import type { SentenceProfile } from '../../../workflow/voice/profile';

/** What the voice reviewer reports: prose that sounds machine-made, or narration that slips its tense or person. */
type VoiceKind = 'stock-phrase' | 'tense-shift' | 'pov-shift' | 'style-drift';

export interface VoiceFinding {
  kind: VoiceKind;
  priority: Priority;
  summary: string;
  detail: string;
  anchor: Anchor;
  /** The exact words for the quote, where the change is mechanical; absent when only the writer can say. */
  replacement?: string;
}

export interface VoiceInput {
  text: string;
  language: Language;
  /** The writer's voice, measured on their own text: passages far from it are reported as drift. */
  profile?: SentenceProfile;
}
