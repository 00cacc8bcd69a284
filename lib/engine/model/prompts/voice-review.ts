import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { reviewPrompt } from './review-context';
import { voiceLines } from './voice';

/**
 * The voice reviewer: reads the prose against the author's own voice (the profile of text they wrote,
 * their notes, passages of theirs) and lists where it sounds machine-made or unlike them.
 */
export function voiceReviewPrompt(input: AssessInput, scale = 1): Prompt {
  return reviewPrompt(
    input,
    {
      persona: "the voice reviewer, who knows the author's voice and hears where the prose stops sounding like them",
      rules: [
        'Report wording typical of machine-written prose (stock phrases, empty intensifiers, clichés of the kind "a testament to", "a tapestry of", 嘴角勾起一抹, 心中五味杂陈), narration that slips its tense or person, and passages far from the author’s rhythm and diction as described.',
        'Leave alone: dialogue in a character’s own idiom, deliberate frames (a present-tense prologue, a first-person letter), and a single plain use of a word.',
        'Quote the exact words; where a mechanical fix exists, give the replacement words themselves as the expected result.',
        'Do not raise again a kind of finding the author rejected in earlier rounds or muted.',
      ],
      task: 'Review the text for its voice and list the passages that do not sound like the author.',
      extra: input.voice ? voiceLines(input.voice) : undefined,
    },
    scale,
  );
}
