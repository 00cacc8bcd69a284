import type { GenerateArtifactInput } from '../../types';
import { artifactPrompt, configNumber, type Prompt } from './artifact-base';

const PERSONA = 'a designer of murder-mystery party games (剧本杀)';

/** Script plan: world, cast (player characters first), core trick, tone and era. */
export function scriptPlanPrompt(input: GenerateArtifactInput): Prompt {
  const players = configNumber(input.config, 'playerCount');
  return artifactPrompt(input, {
    persona: PERSONA,
    rules: [
      players
        ? `List exactly ${players} player characters first, in the order of the player handbooks; non-player characters, if any, come after them.`
        : 'List the player characters first; non-player characters, if any, come after them.',
      'Each character has a unique name, a role and a sketch of their relationships to the others.',
      'The core trick direction names the mechanism of the crime and how it can be deduced, without contradictions with the era.',
      'Fit the game type, difficulty and duration of the configuration.',
    ],
    task: 'Write the plan of this script.',
  });
}

/** Script outline: timeline, relationships, trick mechanism, clue chain, branches, round flow. */
export function scriptOutlinePrompt(input: GenerateArtifactInput): Prompt {
  return artifactPrompt(input, {
    persona: PERSONA,
    rules: [
      'Use only the character names of the approved plan.',
      'The timeline is in chronological order; every event names the characters involved.',
      'Every clue has a unique clueId and leads to other clue ids or to the truth; together the clues make the solution deducible.',
      'Branch nodes have unique nodeIds, options and the endings they lead to; rounds are numbered from 1 and fit the duration.',
    ],
    task: 'Write the detailed outline of this script from the approved plan.',
  });
}
