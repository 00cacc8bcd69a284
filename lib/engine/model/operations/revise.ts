import { countWords } from '../../../text/count';
import { PASSAGE_EDIT_TYPE } from '../../../workflow/passage-commands';
import { applyEdits } from '../../offline/fixes/edit';
import { planEdits } from '../../offline/revise';
import type { CallContext, EngineResult, ReviseInput, ReviseOutput } from '../../types';
import { callModel, type CallDeps } from '../call';
import { modelFor } from '../config';
import { reviserPrompt } from '../prompts/reviser';
import { revisionSchema } from '../schemas/revision';

/** The reply a revision asks for: the whole section as JSON, its cap sized by the longer of target and text. */
export function revisionReply(input: ReviseInput) {
  return {
    role: 'reviser' as const,
    json: { schema: revisionSchema, name: 'revision' },
    language: input.language,
    proseField: Math.max(input.section.targetLength, countWords(input.section.text)),
  };
}

/**
 * The full new text of one section, from its task list and what it must keep. Passage commands'
 * suggestions carry their exact replacement: those are applied as they are, and the model is asked
 * only for the other tasks (not at all when there are none).
 */
export async function revise(
  input: ReviseInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<ReviseOutput>> {
  const exact = input.tasks.filter((t) => t.type === PASSAGE_EDIT_TYPE);
  const rest = input.tasks.filter((t) => t.type !== PASSAGE_EDIT_TYPE);
  if (!exact.length) return reviseWithModel(input, deps, ctx);
  const planned = planEdits(input, exact);
  const text = applyEdits(input.section.text, planned.edits);
  if (!rest.length)
    return {
      value: { text, unapplied: planned.unapplied },
      usage: { inputTokens: 0, outputTokens: 0 },
      engine: 'model',
      model: modelFor(deps.config, 'reviser', ctx?.models),
    };
  const result = await reviseWithModel({ ...input, section: { ...input.section, text }, tasks: rest }, deps, ctx);
  return { ...result, value: { ...result.value, unapplied: [...planned.unapplied, ...result.value.unapplied] } };
}

async function reviseWithModel(
  input: ReviseInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<ReviseOutput>> {
  const { system, prompt } = reviserPrompt(input);
  const result = await callModel({ ...revisionReply(input), label: 'reviser', system, prompt }, deps, ctx);
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
