import { countWords } from '../../../text/count';
import type { CallContext, EngineResult, ReviseInput, ReviseOutput } from '../../types';
import { callModel, type CallDeps } from '../call';
import { reviserPrompt } from '../prompts/reviser';
import { revisionSchema } from '../schemas/revision';

/** The full new text of one section, from its task list and what it must keep. */
export async function revise(
  input: ReviseInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<ReviseOutput>> {
  const { system, prompt } = reviserPrompt(input);
  const result = await callModel(
    {
      role: 'reviser',
      label: 'reviser',
      system,
      prompt,
      json: { schema: revisionSchema, name: 'revision' },
      language: input.language,
      proseField: Math.max(input.section.targetLength, countWords(input.section.text)),
    },
    deps,
    ctx,
  );
  return {
    value: { text: result.value.text, unapplied: knownTaskIds(result.value.unapplied, input) },
    usage: result.usage,
    engine: 'model',
    model: result.model,
  };
}

/** Ids the model made up are dropped: "unapplied" may only name tasks it was given. */
export function knownTaskIds(ids: string[], input: ReviseInput): string[] {
  const known = new Set(input.tasks.map((t) => t.suggestionId));
  return [...new Set(ids.filter((id) => known.has(id)))];
}
