import type { CallContext, EngineResult, VariantsInput } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { addUsage, allOrAbort } from './parallel';
import { variantPrompt } from '../prompts/variants';
import { revisedText, revisionReply } from './revise';

const MAX_VARIANTS = 4;

/**
 * k alternative revisions as k parallel calls, each told a different approach: one call asked for
 * k full texts would risk the output length limit and tends to produce near-copies.
 */
export async function variants(
  input: VariantsInput,
  deps: CallDeps,
  ctx: CallContext = {},
): Promise<EngineResult<{ texts: string[] }>> {
  const count = Math.max(1, Math.min(MAX_VARIANTS, Math.floor(input.count)));
  const results = await allOrAbort(
    Array.from({ length: count }, (_, i) => (signal: AbortSignal) => {
      const { system, prompt } = variantPrompt({ ...input, count }, i);
      return callModel({ ...revisionReply(input), label: 'reviser:variant', system, prompt }, deps, { ...ctx, signal });
    }),
    ctx.signal,
  );
  return {
    value: { texts: results.map((r) => revisedText(input.section.text, r.value) ?? input.section.text) },
    usage: results.reduce((u, r) => addUsage(u, r.usage), { inputTokens: 0, outputTokens: 0 }),
    engine: 'model',
    model: results[0].model,
  };
}
