import { randomUUID } from 'node:crypto';
import type { ModelMessage } from 'ai';
import type { ModelCallRecord } from '../../record';
import { EngineError, type CallContext, type ProseSink } from '../../types';
import type { CallDeps, CallSpec } from '../call/types';
import type { RowOutcome } from '../call/state';
import type { OutputRate } from '../budget/output-rate';
import { attemptTimeoutMs, providerName } from '../config';
import { requestOnce, type RawReply } from './request';
import { streamOnce } from './stream-request';
import { withRetries } from './retry';

export interface GroupRequest {
  spec: CallSpec<unknown>;
  deps: CallDeps;
  ctx: CallContext;
  model: string;
  system: string;
  messages: ModelMessage[];
  maxOutputTokens: number;
  rate: OutputRate;
  /** Prose streams here as it arrives; without it the reply comes whole. */
  prose?: ProseSink;
}

export interface GroupReply extends RawReply {
  attempts: number;
  /** Completes this group's ModelCall row. */
  record(outcome: RowOutcome): Promise<void>;
}

/** Longest reply kept on a row when it could not be read (a reply's own cap keeps most far shorter). */
const MAX_RAW_REPLY_CHARS = 50_000;

/**
 * One request group: a "started" row, the request with its retries, and on a transport failure the
 * row completed with the code and the provider's reason. A reply is handed back for the caller to judge.
 */
export async function sendGroup(g: GroupRequest, attemptsBefore: number): Promise<GroupReply> {
  const id = randomUUID();
  const started = performance.now();
  const row = (
    outcome: ModelCallRecord['outcome'],
    r: Partial<RawReply> & { attempts: number },
    errorCode?: string,
    errorMessage?: string,
    keepReply = false,
  ) =>
    g.deps.record({
      ...g.ctx.record,
      id,
      role: g.spec.label,
      engine: 'model',
      provider: providerName(g.deps.config),
      model: r.model || g.model,
      inputTokens: r.usage?.inputTokens ?? 0,
      outputTokens: r.usage?.outputTokens ?? 0,
      cachedInputTokens: r.usage?.cachedInputTokens ?? 0,
      latencyMs: performance.now() - started,
      attempts: r.attempts,
      outcome,
      errorCode: errorCode ?? null,
      errorMessage: errorMessage ?? null,
      rawReply: keepReply && r.text !== undefined ? r.text.slice(0, MAX_RAW_REPLY_CHARS) : null,
      debug: g.deps.config.recordPrompts
        ? {
            system: g.system,
            messages: g.messages.map((m) => ({ role: m.role, content: String(m.content) })),
            reply: r.text ?? null,
          }
        : null,
    });

  await row('started', { attempts: 0 });
  const { maxAttempts, retryBaseMs, maxRetryAfterMs } = g.deps.config;
  const timeoutMs = attemptTimeoutMs(g.deps.config);
  try {
    const request = {
      model: g.deps.models(g.model),
      system: g.system,
      messages: g.messages,
      json: g.spec.json,
      temperature: g.spec.temperature,
    };
    const { value, attempts } = await withRetries(
      async (signal, progress) => {
        // Each attempt's cap follows the server's speed, so a retry after a timeout asks for less.
        const maxOutputTokens = g.rate.cap(g.maxOutputTokens, timeoutMs);
        const began = performance.now();
        try {
          const reply = g.prose
            ? await streamOnce({ ...request, maxOutputTokens }, signal, g.prose, { timeoutMs, progress })
            : await requestOnce({ ...request, maxOutputTokens }, signal);
          if (!reply.stopped) g.rate.observe(reply.usage.outputTokens, performance.now() - began);
          return reply;
        } catch (error) {
          if (performance.now() - began >= timeoutMs) g.rate.timedOut(maxOutputTokens, timeoutMs);
          throw error;
        }
      },
      { maxAttempts, retryBaseMs, timeoutMs, maxRetryAfterMs, random: g.deps.random },
      g.ctx.signal,
    );
    return {
      ...value,
      attempts,
      record: (o) => row(o.outcome, { ...value, attempts }, o.errorCode, o.errorMessage, o.keepReply),
    };
  } catch (error) {
    const e = asEngineError(error);
    const outcome = e.code === 'cancelled' ? 'cancelled' : 'error';
    await row(outcome, { attempts: e.attempts }, e.code, e.providerMessage ?? e.message);
    throw new EngineError(e.code, e.message, attemptsBefore + e.attempts, {
      cause: e.cause ?? error,
      providerMessage: e.providerMessage,
      partialText: e.partialText,
    });
  }
}

function asEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  return new EngineError('provider_error', 'The model call failed unexpectedly.', 1, { cause: error });
}
