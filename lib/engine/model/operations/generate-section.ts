import type { CallContext, EngineResult, GenerateSectionInput, SectionDraft } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { sectionPrompt } from '../prompts/section';

/** One prose section, written with the earlier sections as rolling context. Prose, not JSON; it streams to `ctx.prose`. */
export async function generateSection(
  input: GenerateSectionInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<SectionDraft>> {
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
  const value: SectionDraft = result.partial ? { text: result.value, partial: true } : { text: result.value };
  return { value, usage: result.usage, engine: 'model', model: result.model };
}
