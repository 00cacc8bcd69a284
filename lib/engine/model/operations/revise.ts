import { countWords } from '../../../text/count';
import type { CallContext, EngineResult, ReviseInput, ReviseOutput } from '../../types';
import { callModel, type CallDeps } from '../call';
import { reviserPrompt } from '../prompts/reviser';
import { revisionSchema } from '../schemas/revision';
import { reviseInParts } from './revise-parts';

/** The reply a revision asks for: the whole section as JSON, its cap sized by the longer of target and text. */
export function revisionReply(input: ReviseInput) {
  return {
    role: 'reviser' as const,
    json: { schema: revisionSchema, name: 'revision' },
    language: input.language,
    proseField: Math.max(input.section.targetLength, countWords(input.section.text)),
  };
}

/** The full new text of one section, from its task list and what it must keep; in parts when it does not fit. */
export function revise(input: ReviseInput, deps: CallDeps, ctx?: CallContext): Promise<EngineResult<ReviseOutput>> {
  return reviseInParts(input, (part) => reviseWhole(part, deps, ctx));
}

async function reviseWhole(input: ReviseInput, deps: CallDeps, ctx?: CallContext): Promise<EngineResult<ReviseOutput>> {
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
