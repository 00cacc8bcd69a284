import { EngineError, type CallContext, type ProseSink } from '../../types';
import { countedPromptTokens, fitPrompt, promptTokens, type Fitted } from '../budget/fit';
import { proseOutputCap, structuredOutputCap } from '../budget/output-cap';
import type { TokenCounter } from '../budget/tokens';
import { modelFor } from '../config';
import { jsonInstructions } from '../prompts/json-instructions';
import { partialJsonSink } from '../reply/partial-json';
import type { ServerInfo } from '../server/server-info';
import type { CallDeps, CallSpec } from './types';

/** What stays fixed over a call's turns: the model, its server and token counter, where the reply streams. */
export interface PreparedCall<T> {
  spec: CallSpec<T>;
  deps: CallDeps;
  ctx: CallContext;
  server: ServerInfo;
  model: string;
  counter: TokenCounter;
  /** Prose streams to the caller's sink; a structured reply through the partial-JSON parser, when asked. */
  sink?: ProseSink;
  /** The prompt fitted to the context as the server is known now (again once it names its real size). */
  fit(): Promise<Fitted>;
}

const PROSE_WITHOUT_TARGET_TOKENS = 1_024;

export async function prepareCall<T>(spec: CallSpec<T>, deps: CallDeps, ctx: CallContext): Promise<PreparedCall<T>> {
  const server = await deps.server();
  const model = modelFor(deps.config, spec.role, ctx.models, server.served.ids);
  const counter = server.counter(model).forKind(spec.label);
  // Sized once: the counter's calibration moves as replies come, a refit must not move the cap with it.
  const outputTokens = outputCap(spec, counter);
  const withJson = (system: string) => (spec.json ? `${system}\n\n${jsonInstructions(spec.json.schema)}` : system);
  const fit = async (): Promise<Fitted> => {
    const base = { system: withJson(spec.system), prompt: spec.prompt };
    const opts = {
      contextTokens: await server.contextTokens(model),
      outputTokens,
      minOutputTokens: Math.min(outputTokens, spec.json ? 512 : 256),
      refit:
        spec.refit && ((scale: number) => ({ ...spec.refit!(scale), system: withJson(spec.refit!(scale).system) })),
      what: `${spec.label} request`,
      model,
    };
    try {
      return await fitPrompt(base, { ...opts, measure: (p) => promptTokens(p, counter) });
    } catch (error) {
      // The estimate errs on the large side; where the server counts tokens itself, its count decides.
      const tokenize = error instanceof EngineError && error.code === 'context_overflow' && (await server.tokenizer());
      if (!tokenize) throw error;
      return fitPrompt(base, { ...opts, measure: (p) => countedPromptTokens(p, tokenize), counted: true });
    }
  };
  const sink = spec.json ? spec.onPartial && partialJsonSink(spec.onPartial) : ctx.prose;
  return { spec, deps, ctx, server, model, counter, sink, fit };
}

/** The reply's cap: the largest JSON the schema allows (plus a prose field), or the prose target with headroom. */
function outputCap(spec: CallSpec<unknown>, counter: TokenCounter): number {
  const language = spec.language ?? 'en';
  const prose = (target: number) => proseOutputCap(target, language, counter);
  if (spec.json) {
    return structuredOutputCap(spec.json.schema, language, counter, spec.proseField ? prose(spec.proseField) : 0);
  }
  return spec.target ? prose(spec.target) : PROSE_WITHOUT_TARGET_TOKENS;
}
