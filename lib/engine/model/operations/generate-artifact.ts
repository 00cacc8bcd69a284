import { stageOf } from '../../../workflow/templates';
import { EngineError, type CallContext, type EngineResult, type GenerateArtifactInput } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { promptForArtifact } from '../prompts/artifact';
import { withArtifactChecks } from './artifact-checks';

/** A stage's structured artifact (brief, plan, outline), validated by the template's schema. */
export async function generateArtifact(
  input: GenerateArtifactInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<unknown>> {
  const stage = stageOf(input.template, input.stageKey);
  if (stage.kind !== 'artifact' || !stage.artifact) {
    throw new EngineError(
      'bad_request',
      `Stage "${input.stageKey}" of the ${input.template} template has no structured artifact.`,
    );
  }
  const { system, prompt } = promptForArtifact(input);
  const schema = withArtifactChecks(input, stage.artifact);
  const result = await callModel(
    {
      role: 'planner',
      label: 'planner',
      system,
      prompt,
      json: { schema, name: `${input.template}_${input.stageKey}` },
      language: input.language,
    },
    deps,
    ctx,
  );
  return { value: result.value, usage: result.usage, engine: 'model', model: result.model };
}
