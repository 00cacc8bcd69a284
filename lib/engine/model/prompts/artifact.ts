import { EngineError, type GenerateArtifactInput } from '../../types';
import type { Prompt } from './artifact-base';
import { paperIntakePrompt, paperPlanPrompt } from './paper';
import { rewriteOutlinePrompt } from './rewrite';
import { scriptOutlinePrompt, scriptPlanPrompt } from './script';
import { storyBriefPrompt, storyOutlinePrompt } from './story';

const ARTIFACT_PROMPTS: Record<string, (input: GenerateArtifactInput) => Prompt> = {
  'story/brief': storyBriefPrompt,
  'story/outline': storyOutlinePrompt,
  'paper/intake': paperIntakePrompt,
  'paper/plan': paperPlanPrompt,
  'script/plan': scriptPlanPrompt,
  'script/outline': scriptOutlinePrompt,
  'rewrite/outline': rewriteOutlinePrompt,
};

/** The prompt for a template's structured stage. */
export function promptForArtifact(input: GenerateArtifactInput): Prompt {
  const build = ARTIFACT_PROMPTS[`${input.template}/${input.stageKey}`];
  if (!build)
    throw new EngineError('bad_request', `No artifact stage "${input.stageKey}" in the ${input.template} template.`);
  return build(input);
}
