import type { GenerateArtifactInput } from '../../types';
import { artifactPrompt, configNumber, type Prompt } from './artifact-base';

const PERSONA = 'an academic writing advisor';

/** Paper intake: the requirements turned into a research question, scope, methods and terms. */
export function paperIntakePrompt(input: GenerateArtifactInput): Prompt {
  return artifactPrompt(input, {
    persona: PERSONA,
    rules: [
      'State one research question that the paper can answer within its length.',
      'Scope says what is in and what is out; methods and key terms are short noun phrases; constraints restate the hard requirements (level, citation style, length, anything the author required).',
    ],
    task: 'Analyse the requirements of this paper and write the intake summary.',
  });
}

/** Paper plan (outline v2): paper-level fields plus flat sections with stable ids and display numbers. */
export function paperPlanPrompt(input: GenerateArtifactInput): Prompt {
  const total = configNumber(input.config, 'targetWords');
  return artifactPrompt(input, {
    persona: PERSONA,
    rules: [
      'The sections list is flat: give each section a stable id ("s1", "s2", …, never reused) and a display number ("1", "2", "2.1", …) that is unique and sorts in reading order.',
      'Each section has a title, a goal that names what it must argue or show, and a wordCount.',
      total
        ? `totalWordCount is ${total} and the sections' wordCount values add up to it (within 10%).`
        : "totalWordCount equals the sum of the sections' wordCount.",
      'metadata repeats the discipline, academic level, citation style and language of the configuration.',
      'The thesis statement answers the research question of the intake in one or two sentences.',
      'Leave outlineVersion at 1: StoryFold numbers the plans itself.',
    ],
    task: 'Write the plan (outline) of this paper.',
  });
}
