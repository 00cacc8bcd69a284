import { narrationOf } from './narration';
import { povShifts } from './point-of-view';
import { stockPhrases } from './stock-phrase';
import { tenseShifts } from './tense';
import type { VoiceFinding, VoiceInput } from './types';

export type { VoiceFinding } from './types';

/** The offline voice reviewer on one section: stock phrases, tense shifts (English) and point-of-view shifts. */
export function reviewVoice(input: VoiceInput): VoiceFinding[] {
  const narration = narrationOf(input.text);
  return [
    ...stockPhrases(input, narration),
    ...(input.language === 'en' ? tenseShifts(narration) : []),
    ...povShifts(narration, input.language),
  ].sort((a, b) => a.anchor.start - b.anchor.start || a.anchor.end - b.anchor.end);
}
