import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { reviewPrompt } from './review-context';

/** Seed 001's section reviewer: the one section of `input` against its goal and target, five scored dimensions. */
export function sectionReviewPrompt(input: AssessInput, scale = 1): Prompt {
  const section = input.sections[0];
  return reviewPrompt(
    input,
    {
      persona: 'the section reviewer, an experienced academic editor',
      rules: [
        'Review only this section, against its goal and its target length.',
        'Score evidence, structure, language, length and citations from 1 to 10.',
        'Verdict: ok when the overall score (the mean of the five) is at least 7 and there is no serious (high-priority) issue; revise for targeted fixes (overall 5–6, or a serious issue); rewrite when the section must start again (overall below 5).',
        'Comment in one or two sentences on the section as a whole: the writer reads it beside the scores.',
        'Cross-section flow, originality and the whole document are not your concern; the global reviewer judges them.',
      ],
      task: `Review section ${section.id}.`,
    },
    scale,
  );
}
