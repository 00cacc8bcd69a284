import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { reviewPrompt } from './review-context';

/** Seed 001's global reviewer: the whole document, naming the sections each issue belongs to. */
export function globalReviewPrompt(input: AssessInput, scale = 1): Prompt {
  return reviewPrompt(
    input,
    {
      persona: 'the global reviewer, who reads the whole document at once',
      rules: [
        'Judge what no single section shows: transitions and flow between sections, alignment with the thesis or premise, total length against the targets, consistent terminology and citation style, originality of the whole.',
        'Score evidence, structure, language, length, citations and originality from 1 to 10 for the whole document.',
        'Give every issue the id of the section to fix; use null only for a problem of the whole document.',
        'Verdict: ok, revise (fix the named sections) or rewrite (every section needs work).',
      ],
      task: 'Review the whole document.',
    },
    scale,
  );
}
