import type { GenerateArtifactInput } from '../../types';
import { artifactPrompt, configNumber, type Prompt } from './artifact-base';

const PERSONA = 'an experienced story editor and planner';

/** Story brief: the writing points turned into a title, logline, cast, setting and checkable points. */
export function storyBriefPrompt(input: GenerateArtifactInput): Prompt {
  return artifactPrompt(input, {
    persona: PERSONA,
    rules: [
      'The logline is one sentence: who wants what, and what stands in the way.',
      'Every character gets a name, a role in the story and a one-line description.',
      'Turn the writing points of the configuration into concrete, checkable points (each one sentence); add none the author did not ask for.',
      'Fit the audience and tone in the configuration.',
    ],
    task: 'Write the story brief for this project.',
  });
}

/** Story outline: chapters with stable keys, goals, beats and word targets that add up. */
export function storyOutlinePrompt(input: GenerateArtifactInput): Prompt {
  const total = configNumber(input.config, 'targetWords');
  return artifactPrompt(input, {
    persona: PERSONA,
    rules: [
      'Give each chapter a stable key "ch1", "ch2", … in order, a title, the goal it must achieve and its beats (3–7 short events).',
      total
        ? `The chapters' targetWords must add up to about ${total} (within 10%).`
        : 'Give each chapter a realistic targetWords.',
      'Every writing point of the brief is covered by at least one chapter goal; characters keep the names the brief gave them.',
    ],
    task: 'Write the chapter outline of the story from the approved brief.',
  });
}
