import type { VariantsInput } from '../../types';
import type { Prompt } from './artifact-base';
import { REVISER_RULES, revisionMaterial } from './reviser';
import { voiceLines } from './voice';
import { systemPrompt } from './system';

/** How alternative i of k differs from its siblings, so parallel calls do not converge. */
const APPROACHES = [
  'Stay as close to the current text as the tasks allow: the smallest edits that do the job.',
  'Be bolder: restructure sentences and paragraphs where that serves the tasks better.',
  'Shift emphasis and voice: a different rhythm and word choice, with the same content and facts.',
  'Tighten: say the same with fewer words while applying the tasks.',
];

function variantApproach(index: number): string {
  return APPROACHES[index % APPROACHES.length];
}

/** One of k alternative revisions of a section (DESIGN §6 variants). */
export function variantPrompt(input: VariantsInput, index: number): Prompt {
  const task = input.tasks.length
    ? 'Write an alternative revision of the section below by applying the tasks.'
    : 'Write an alternative version of the section below that keeps its goal, facts and length.';
  return {
    system: systemPrompt({ persona: 'a careful reviser', language: input.language, rules: REVISER_RULES }),
    prompt: [
      ...voiceLines(input.voice),
      task,
      `This is alternative ${index + 1} of ${input.count}. Approach: ${variantApproach(index)}`,
      '',
      ...revisionMaterial(input),
    ].join('\n'),
  };
}
