import { randomUUID } from 'node:crypto';
import type { ModelMessage } from 'ai';
import type { z } from 'zod';
import type { ModelCallRecord } from '../record';
import { EngineError, type CallContext, type ModelRole, type Usage } from '../types';
import { modelFor, providerName, type ModelConfig } from './config';
import { jsonInstructions } from './json-output';
import type { LanguageModelFactory } from './provider';
import { parseJsonReply, parseTextReply, type Parsed } from './reply';
import { requestOnce, type RawReply } from './request';
import { withRetries } from './retry';

export interface CallDeps {
  config: ModelConfig;
  models: LanguageModelFactory;
  record: (row: ModelCallRecord) => Promise<void>;
  random?: () => number;
}

export interface CallSpec<T> {
  role: ModelRole;
  /** What the ModelCall row shows as its role, e.g. "reviewer:red". */
  label: string;
  system: string;
  prompt: string;
  /** A zod schema for JSON replies; omitted for prose (T = string). */
  json?: { schema: z.ZodType<T>; name: string };
  temperature?: number;
}

export interface CallResult<T> {
  value: T;
  usage: Usage;
  model: string;
}

/** A reply that fails parsing or the schema is sent back with the problem at most this often. */
export const MAX_REPAIRS = 2;

/** One logical model call: retried transport, validated reply, repairs, one recorded row per request group. */
export async function callModel<T>(spec: CallSpec<T>, deps: CallDeps, ctx: CallContext = {}): Promise<CallResult<T>> {
  const model = modelFor(deps.config, spec.role, ctx.models);
  const system = spec.json ? `${spec.system}\n\n${jsonInstructions(spec.json.schema)}` : spec.system;
  const parse = (text: string): Parsed<T> =>
    spec.json ? parseJsonReply(text, spec.json.schema) : (parseTextReply(text) as Parsed<T>);
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  let messages: ModelMessage[] = [{ role: 'user', content: spec.prompt }];
  let attemptsSoFar = 0;

  const record = (
    outcome: ModelCallRecord['outcome'],
    group: Partial<RawReply> & { id: string; attempts: number; started: number },
    errorCode?: string,
  ) =>
    deps.record({
      ...ctx.record,
      id: group.id,
      role: spec.label,
      engine: 'model',
      provider: providerName(deps.config),
      model,
      inputTokens: group.usage?.inputTokens ?? 0,
      outputTokens: group.usage?.outputTokens ?? 0,
      latencyMs: performance.now() - group.started,
      attempts: group.attempts,
      outcome,
      errorCode: errorCode ?? null,
      debug: deps.config.recordPrompts
        ? {
            system,
            messages: messages.map((m) => ({ role: m.role, content: String(m.content) })),
            reply: group.text ?? null,
          }
        : null,
    });

  for (let repair = 0; ; repair++) {
    const started = performance.now();
    const id = randomUUID();
    await record('started', { id, attempts: 0, started });
    let reply: RawReply;
    let attempts: number;
    try {
      const request = { model: deps.models(model), system, messages, json: spec.json, temperature: spec.temperature };
      ({ value: reply, attempts } = await withRetries(
        (signal) => requestOnce(request, signal),
        policy(deps),
        ctx.signal,
      ));
    } catch (error) {
      const e = asEngineError(error);
      await record(e.code === 'cancelled' ? 'cancelled' : 'error', { id, attempts: e.attempts, started }, e.code);
      throw new EngineError(e.code, e.message, attemptsSoFar + e.attempts, { cause: e.cause ?? error });
    }
    attemptsSoFar += attempts;
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;
    const group = { ...reply, id, attempts, started };

    if (reply.finishReason === 'length') {
      await record('error', group, 'truncated');
      throw new EngineError(
        'truncated',
        'The reply was cut off by the output length limit; nothing was kept.',
        attemptsSoFar,
      );
    }
    if (reply.finishReason === 'content-filter') {
      await record('error', group, 'provider_error');
      throw new EngineError('provider_error', "The provider's content filter stopped the reply.", attemptsSoFar);
    }
    const parsed = parse(reply.text);
    if (parsed.ok) {
      await record('ok', group);
      return { value: parsed.value, usage, model };
    }
    await record('error', group, 'invalid_output');
    if (repair >= MAX_REPAIRS) {
      throw new EngineError(
        'invalid_output',
        `The model's reply was still not usable after ${MAX_REPAIRS} repair requests: ${parsed.problem.split('\n')[0]}`,
        attemptsSoFar,
      );
    }
    messages = [
      { role: 'user', content: spec.prompt },
      { role: 'assistant', content: reply.text },
      { role: 'user', content: repairRequest(parsed.problem, Boolean(spec.json)) },
    ];
  }
}

function repairRequest(problem: string, json: boolean): string {
  const what = json ? 'the complete corrected JSON object only' : 'the complete text only, with no commentary';
  return `Your previous reply could not be used.\n${problem}\nReply again with ${what}. Keep everything that was correct.`;
}

function policy(deps: CallDeps) {
  const { maxAttempts, retryBaseMs, timeoutMs, maxRetryAfterMs } = deps.config;
  return { maxAttempts, retryBaseMs, timeoutMs, maxRetryAfterMs, random: deps.random };
}

function asEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  return new EngineError('provider_error', 'The model call failed unexpectedly.', 1, { cause: error });
}
