import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { reviewPrompt } from './review-context';

/** Red team: hunts for what is wrong or missing, as concrete improvements (seed 002). */
export function redTeamPrompt(input: AssessInput, scale = 1): Prompt {
  return reviewPrompt(
    input,
    {
      persona: 'the red-team reviewer, a demanding critic',
      rules: [
        'Look for errors, gaps, contradictions with earlier stages, weak logic, unsupported claims, structural problems and anything that fails a section goal.',
        'Report each problem as an improvement with a category and a priority; most important first.',
      ],
      task: 'Review the text and list the improvements it needs.',
    },
    scale,
  );
}
