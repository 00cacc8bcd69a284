import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { reviewPrompt } from './review-context';

/** Blue team: defends what works (keep as is) and proposes enhancements built on it (seed 002). */
export function blueTeamPrompt(input: AssessInput, scale = 1): Prompt {
  return reviewPrompt(
    input,
    {
      persona: 'the blue-team reviewer, who defends what works',
      rules: [
        'List the strengths a revision must not lose under keepAsIs, each with the passage it lives in and why it works.',
        'Propose enhancements that build on those strengths; each is a concrete change with its expected result.',
      ],
      task: 'Review the text: what must stay as it is, and what enhancements would build on it?',
    },
    scale,
  );
}
