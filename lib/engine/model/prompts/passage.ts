import type { PassageInput } from '../../types';
import type { PassageCommand, PassageRequest } from '../../../workflow/passage-commands';
import type { Prompt } from './artifact-base';
import { namesBlock } from './review-context';
import { lengthPhrase, systemPrompt } from './system';
import { dataBlock } from './untrusted';

/** Context on either side of the passage, in characters: enough for voice and continuity. */
const CONTEXT_CHARS = 1_500;

const RULES = [
  'Work only on the passage in the <passage> block; the text before and after it is context, not to be repeated.',
  'Keep the voice, tense, point of view and facts of the surrounding text, and spell the names in the <names> block exactly as listed.',
  'Reply with the new prose only: no quotes around it, no headings, no comments to the author, no placeholders.',
];

const TASKS: Record<PassageCommand, (r: PassageRequest) => string> = {
  rewrite: () => 'Rewrite the passage following the instruction in the <instruction> block.',
  shorten: () =>
    'Shorten the passage: say the same with fewer words, cutting repetition and filler, keeping every fact.',
  expand: () =>
    'Expand the passage: develop what it says with more detail, action and texture, without new plot events.',
  describe: () =>
    'Rewrite the passage so it is described through the senses: what is seen, heard, smelt, touched and tasted.',
  tone: (r) => `Rewrite the passage in a ${r.tone ?? 'different'} tone, with the same content.`,
  continue: () =>
    'Continue the text from the end of the passage: write what comes next. Reply with the continuation only, not the passage.',
};

/** One command on a selected passage, with the section's text around it as context. */
export function passagePrompt(input: PassageInput, target: number): Prompt {
  const { request } = input;
  return {
    system: systemPrompt({ persona: 'a careful prose editor', language: input.language, rules: RULES }),
    prompt: [
      TASKS[request.command](request),
      `Length: ${lengthPhrase(target, input.language)}.`,
      '',
      ...(request.command === 'rewrite'
        ? ['Instruction:', dataBlock('instruction', request.instruction ?? ''), '']
        : []),
      'Before the passage:',
      dataBlock('section', input.before.slice(-CONTEXT_CHARS) || '(start of the section)', {
        title: input.sectionTitle,
      }),
      '',
      'Passage:',
      dataBlock('passage', input.passage),
      '',
      'After the passage:',
      dataBlock('section', input.after.slice(0, CONTEXT_CHARS) || '(end of the section)'),
      '',
      'Canonical names:',
      namesBlock(input.canonicalNames),
    ].join('\n'),
  };
}
