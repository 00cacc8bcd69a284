import type { VoiceGuide } from '../../types';
import type { VoiceProfile } from '../../../workflow/voice/profile';
import { dataBlock } from './untrusted';

const DIALOGUE_NONE = 0.03;

/**
 * The writer's voice for the prompts that write and revise their prose: the profile measured on text
 * the writer wrote themselves, their notes, and a few passages of theirs. It changes only when the
 * writer's own text or notes do, so it goes first in the message, inside the provider's cached prefix.
 */
export function voiceLines(voice: VoiceGuide | null | undefined): string[] {
  if (!voice) return [];
  const profile = voice.profile;
  const facts = profile ? profileFacts(profile) : [];
  const body = [...facts, ...(voice.notes ? [`The author's own notes on their voice:\n${voice.notes}`] : [])];
  const examples = profile?.examples ?? [];
  return [
    "The author's voice (measured only on text the author wrote themselves; write as they write, unless a task says otherwise):",
    dataBlock('voice', body.join('\n')),
    ...(examples.length
      ? [
          'Passages the author wrote (to show their rhythm and diction; never copy them into the text):',
          dataBlock('examples', examples.join('\n\n---\n\n')),
        ]
      : []),
    '',
  ];
}

function profileFacts(p: VoiceProfile): string[] {
  const unit = p.sentences.unit === 'chars' ? 'Chinese characters' : 'words';
  const facts = [
    `Sentence length: median ${p.sentences.median} ${unit}; most sentences between ${p.sentences.p10} and ${p.sentences.p90}.`,
    p.dialogueShare < DIALOGUE_NONE
      ? 'Dialogue: almost none.'
      : `Dialogue: about ${Math.round(p.dialogueShare * 100)}% of the text.`,
  ];
  const narration = [p.tense && p.tense !== 'mixed' ? `${p.tense} tense` : null, p.person && `${p.person} person`]
    .filter(Boolean)
    .join(', ');
  if (narration) facts.push(`Narration: ${narration}.`);
  if (p.uses.length) facts.push(`Words the author often uses: ${p.uses.join(', ')}.`);
  if (p.avoids.length) facts.push(`Words the author deletes from drafts (do not use them): ${p.avoids.join(', ')}.`);
  return facts;
}
