import type { ProposeQuestionsInput } from '../../types';
import type { Prompt } from './artifact-base';
import { systemPrompt } from './system';
import { dataBlock } from './untrusted';

export const MAX_MODEL_QUESTIONS = 8;

/** Seed 004: before rewriting, ask the writer what the original leaves open. */
export function clarifyPrompt(input: ProposeQuestionsInput): Prompt {
  return {
    system: systemPrompt({
      persona: 'an editor preparing to rewrite a document',
      language: input.language,
      rules: [
        `Propose at most ${MAX_MODEL_QUESTIONS} questions the writer must answer before the rewrite, most important first.`,
        'Ask only about what the original leaves open: vague or hedged wording ("maybe", "stuff", "later"), people or roles it does not name, abbreviations it does not define, amounts and dates it does not give, and choices the goal leaves undecided.',
        'Each question is short, concrete and answerable in a sentence; quote the words of the original it is about in "quote".',
        'Do not ask what the original already states, nor any question in the <previous> block.',
      ],
    }),
    prompt: [
      'Propose the clarification questions for rewriting the document below.',
      '',
      ...(input.goal ? [dataBlock('config', `Goal of the rewrite: ${input.goal}`), ''] : []),
      ...(input.asked.length ? [dataBlock('previous', input.asked.join('\n')), ''] : []),
      dataBlock('document', input.document),
    ].join('\n'),
  };
}
