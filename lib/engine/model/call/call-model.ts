import type { ModelMessage } from 'ai';
import { EngineError, type CallContext, type Usage } from '../../types';
import type { CallDeps, CallSpec } from './types';
import { modelFor } from '../config';
import { countedPromptTokens, fitPrompt, promptTokens, type Fitted } from '../budget/fit';
import { jsonInstructions } from '../transport/json-output';
import { proseOutputCap, structuredOutputCap } from '../budget/output-cap';
import { contextSizeIn } from '../transport/provider-message';
import { partialJsonSink } from '../reply/partial-json';
import { completePart, mendReply, parseJsonReply, parseTextReply, type Parsed } from '../reply/parse';
import { sendGroup } from '../transport/request-group';
import { afterCutOff, repairRequest, type CutOff } from '../finish/cut-off';
import { countWords } from '../../../text/count';

export type { CallDeps, CallSpec } from './types';

export interface CallResult<T> {
  value: T;
  usage: Usage;
  model: string;
  /** Prose the writer stopped before the model finished. */
  partial?: boolean;
}

/** A reply that fails parsing or the schema is sent back with the problem at most this often. */
export const MAX_REPAIRS = 2;
const PROSE_WITHOUT_TARGET_TOKENS = 1_024;

/**
 * One logical model call: a prompt fitted to the context with an output cap, retried transport, a
 * validated reply, repairs, continuations of prose cut off by the cap, one recorded row per request group.
 */
export async function callModel<T>(spec: CallSpec<T>, deps: CallDeps, ctx: CallContext = {}): Promise<CallResult<T>> {
  const server = await deps.server();
  const model = modelFor(deps.config, spec.role, ctx.models, server.served.ids);
  const counter = server.counter(model).forKind(spec.label);
  const language = spec.language ?? 'en';
  const withJson = (system: string) => (spec.json ? `${system}\n\n${jsonInstructions(spec.json.schema)}` : system);
  const prose = (target: number) => proseOutputCap(target, language, counter);
  const outputTokens = spec.json
    ? structuredOutputCap(spec.json.schema, language, counter, spec.proseField ? prose(spec.proseField) : 0)
    : spec.target
      ? prose(spec.target)
      : PROSE_WITHOUT_TARGET_TOKENS;
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
  let fitted = await fit();
  const parse = (text: string): Parsed<T> =>
    spec.json ? parseJsonReply(text, spec.json.schema) : (parseTextReply(text) as Parsed<T>);
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  let messages: ModelMessage[] = [{ role: 'user', content: fitted.prompt }];
  let maxOutputTokens = fitted.maxOutputTokens;
  let answeredBy = model;
  let attemptsSoFar = 0;
  let relearned = false;
  const turns = { repairs: 0, continuations: 0, shortened: 0 };
  let prefix = '';
  const sink = spec.json ? spec.onPartial && partialJsonSink(spec.onPartial) : ctx.prose;

  for (;;) {
    let reply;
    // A continuation appends to the streamed text; any other request starts it afresh.
    if (!prefix) sink?.restart();
    try {
      reply = await sendGroup(
        { spec, deps, ctx, model, system: fitted.system, messages, maxOutputTokens, rate: server.rate, prose: sink },
        attemptsSoFar,
      );
    } catch (error) {
      if (error instanceof EngineError && error.partialText !== undefined) throw withPrefix(error, prefix);
      const learnt = error instanceof EngineError && contextSizeIn(error.providerMessage ?? '');
      if (!relearned && learnt && error.code === 'context_overflow') {
        // The server named its real context size: fit again to it, once.
        relearned = true;
        server.learnContextTokens(model, learnt);
        fitted = await fit().catch((fitError: EngineError) => {
          throw new EngineError(fitError.code, `${fitError.message} ${error.message}`, attemptsSoFar, {
            providerMessage: error.providerMessage,
          });
        });
        messages = [{ role: 'user', content: fitted.prompt }];
        maxOutputTokens = fitted.maxOutputTokens;
        continue;
      }
      throw error;
    }
    attemptsSoFar += reply.attempts;
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;
    answeredBy = reply.model || answeredBy;
    if (attemptsSoFar === reply.attempts)
      counter.calibrate(`${fitted.system}\n${fitted.prompt}`, reply.usage.inputTokens);
    if (reply.stopped) {
      const kept = (prefix + reply.text).trim();
      await reply.record('ok', 'stopped', `Stopped by the writer; kept ${countWords(kept)} words.`);
      return { value: kept as T, usage, model: answeredBy, partial: true };
    }

    if (reply.finishReason === 'length') {
      let next: CutOff;
      try {
        next = afterCutOff({ spec, fitted, counter, reply, prefix, turns, maxOutputTokens, attempts: attemptsSoFar });
      } catch (error) {
        const kept = spec.json && spec.keepCompletePart && (await completePart(prefix + reply.text, spec.json.schema));
        if (kept) {
          await reply.record('ok', 'truncated', `${(error as Error).message} Kept its complete part.`);
          return { value: kept, usage, model: answeredBy };
        }
        await reply.record('error', 'truncated', (error as Error).message);
        throw error;
      }
      await reply.record(next.kind === 'keep' ? 'ok' : 'error', 'truncated', next.note);
      if (next.kind === 'keep') return { value: next.text as T, usage, model: answeredBy };
      ({ messages, maxOutputTokens, prefix } = next);
      continue;
    }
    if (reply.finishReason === 'content-filter') {
      await reply.record('error', 'provider_error');
      throw new EngineError('provider_error', "The provider's content filter stopped the reply.", attemptsSoFar);
    }
    const parsed = parse(prefix + reply.text);
    if (parsed.ok) {
      await reply.record('ok');
      return { value: parsed.value, usage, model: answeredBy };
    }
    // The problem's heading and its first issues: "The JSON does not match …: - chapters.0.key: …".
    const problem = parsed.problem.split('\n').slice(0, 4).join(' ').slice(0, 400);
    if (turns.repairs >= MAX_REPAIRS && spec.json) {
      // The model could not repair it: keep what fits the schema (clamped, cut, broken list items dropped).
      const mended = mendReply(prefix + reply.text, spec.json.schema);
      if (mended !== undefined) {
        await reply.record('ok', 'invalid_output', `Mended without the model: ${problem}`);
        return { value: mended, usage, model: answeredBy };
      }
    }
    await reply.record('error', 'invalid_output', problem);
    if (turns.repairs++ >= MAX_REPAIRS) {
      throw new EngineError(
        'invalid_output',
        `The model's reply was still not usable after ${MAX_REPAIRS} repair requests: ${problem}`,
        attemptsSoFar,
      );
    }
    prefix = '';
    messages = [
      { role: 'user', content: fitted.prompt },
      { role: 'assistant', content: reply.text },
      { role: 'user', content: repairRequest(parsed.problem, Boolean(spec.json)) },
    ];
  }
}

/** A reply that broke off during a continuation carries the text before it too. */
function withPrefix(error: EngineError, prefix: string): EngineError {
  if (!prefix) return error;
  return new EngineError(error.code, error.message, error.attempts, {
    cause: error.cause,
    providerMessage: error.providerMessage,
    partialText: prefix + (error.partialText ?? ''),
  });
}
