import type { Fact } from '../../../workflow/continuity/facts';
import { locateQuote } from '../../../text/locate-quote';
import type { CallContext, EngineResult } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { extractPrompt, type ExtractPromptInput } from './prompt';
import { factsSchemaFor, type ModelFacts } from './schema';

/** The model's facts placed in the section: each quote found in the text (else dropped), its value inside it. */
function placeModelFacts(text: string, reply: ModelFacts): Fact[] {
  const facts: Fact[] = [];
  let from = 0;
  for (const f of reply.facts) {
    const anchor = locateQuote(text, f.quote, { start: from });
    if (!anchor) continue;
    from = anchor.start;
    const inside = f.valueQuote ? anchor.quote.indexOf(f.valueQuote) : -1;
    facts.push({
      kind: f.kind,
      subject: f.subject,
      attribute: f.attribute,
      value: f.value,
      start: anchor.start,
      end: anchor.end,
      ...(inside >= 0
        ? { valueStart: anchor.start + inside, valueEnd: anchor.start + inside + f.valueQuote!.length }
        : {}),
      hedges: f.hedge === 'none' ? [] : [f.hedge],
      ...(f.round !== undefined ? { round: f.round } : {}),
      ...(f.change ? { change: true } : {}),
    });
  }
  return facts.sort((a, b) => a.start - b.start);
}

/** One section's ledger facts, extracted by the model (one structured request). */
export async function extractFactsWithModel(
  input: ExtractPromptInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<Fact[]>> {
  const { system, prompt } = extractPrompt(input);
  const result = await callModel(
    {
      role: 'reviewer',
      label: 'reviewer:continuity-extract',
      system,
      prompt,
      language: input.language,
      json: { schema: factsSchemaFor(input.template), name: 'ledger_facts' },
      keepCompletePart: true,
    },
    deps,
    ctx,
  );
  return {
    value: placeModelFacts(input.text, result.value),
    usage: result.usage,
    engine: 'model',
    model: result.model,
  };
}
