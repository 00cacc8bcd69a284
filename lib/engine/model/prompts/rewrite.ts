import type { GenerateArtifactInput } from '../../types';
import { artifactPrompt, type Prompt } from './artifact-base';

/** Rewrite outline: the structure the rewritten document is filled into, from the original and the Q&A. */
export function rewriteOutlinePrompt(input: GenerateArtifactInput): Prompt {
  return artifactPrompt(input, {
    persona: 'an editor who restructures and rewrites documents',
    rules: [
      'Base the outline on the original document (the <document> block) and the answers in the clarifications; pursue the goal of the configuration.',
      'Give each section a stable key ("sec1", "sec2", …), a title, the goal it must achieve (naming what content of the original it carries over or changes) and targetWords.',
      'Keep every fact of the original that the goal needs; drop nothing silently.',
    ],
    task: 'Write the outline of the rewritten document.',
  });
}
