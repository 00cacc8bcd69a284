import { narrationOf } from './narration';
import { povShifts } from './point-of-view';
import { stockPhrases } from './stock-phrase';
import { tenseShifts } from './tense';
import { styleDrift } from './style-drift';
import type { VoiceFinding, VoiceInput } from './types';

export type { VoiceFinding } from './types';

/**
 * The offline voice reviewer on one section: stock phrases, tense shifts (English), point-of-view shifts,
 * and, given the writer's profile, paragraphs whose sentences drift far from theirs.
 */
export function reviewVoice(input: VoiceInput): VoiceFinding[] {
  const narration = narrationOf(input.text);
  return [
    ...stockPhrases(input, narration),
    ...(input.language === 'en' ? tenseShifts(narration) : []),
    ...povShifts(narration, input.language),
    ...(input.profile ? styleDrift(narration, input.profile, input.language) : []),
  ].sort((a, b) => a.anchor.start - b.anchor.start || a.anchor.end - b.anchor.end);
}
