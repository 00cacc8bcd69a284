import type { CallContext, EngineResult, GenerateSectionInput } from '../../types';
import { callModel, type CallDeps } from '../call';
import { sectionPrompt } from '../prompts/section';

/** One prose section, written with the earlier sections as rolling context. Prose, not JSON. */
export async function generateSection(
  input: GenerateSectionInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<{ text: string }>> {
  const { system, prompt } = sectionPrompt(input);
  const result = await callModel<string>(
    {
      role: 'writer',
      label: 'writer',
      system,
      prompt,
      refit: (scale) => sectionPrompt(input, scale),
      language: input.language,
      target: input.section.targetLength,
    },
    deps,
    ctx,
  );
  return { value: { text: result.value }, usage: result.usage, engine: 'model', model: result.model };
}
