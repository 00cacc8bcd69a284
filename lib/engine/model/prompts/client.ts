import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { reviewPrompt } from './review-context';

/** Client: reads as the commissioner or target audience and lists business gaps (seed 002). */
export function clientPrompt(input: AssessInput, scale = 1): Prompt {
  return reviewPrompt(
    input,
    {
      persona: 'the client reviewer, reading as the person who commissioned this document and its intended audience',
      rules: [
        'Judge whether the document gives its audience and commissioner what they need: requirements met, information complete, fit for the audience.',
        'Report each gap with its impact and the information that must be added.',
        'Besides the gaps, list market concerns (will the intended readers or buyers want it; how it compares with what they already have) and feasibility concerns (can what it proposes be done with the time, money, people and means it names), each with what would settle it. Leave a list empty when there is nothing concrete to say.',
      ],
      task: "Review the text from the client's side and list the gaps.",
    },
    scale,
  );
}
