import { EngineError } from '../../types';
import { nextDelayMs } from './backoff';
import { classifyFailure } from './classify-failure';

export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
  maxRetryAfterMs: number;
  random?: () => number;
}

/**
 * Runs `request` until it succeeds, a failure is not worth retrying, or the attempts run out.
 * Each attempt gets its own timeout, counted again from each sign of progress the request reports
 * (`progress`: a streamed reply's chunks), so a slow stream that keeps coming is not cut off.
 * The caller's signal cancels at once, also during a wait. The SDK's own retries are off
 * (maxRetries: 0), so this is the only retry policy.
 */
export async function withRetries<T>(
  request: (signal: AbortSignal, progress: () => void) => Promise<T>,
  policy: RetryPolicy,
  outer?: AbortSignal,
): Promise<{ value: T; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    let delay = 0;
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, policy.timeoutMs);
    };
    arm();
    const stop = () => controller.abort();
    outer?.addEventListener('abort', stop, { once: true });
    try {
      if (outer?.aborted) throw cancelled(attempt);
      return { value: await request(controller.signal, arm), attempts: attempt };
    } catch (error) {
      if (outer?.aborted) throw cancelled(attempt, error);
      if (error instanceof EngineError) throw error;
      const failure = classifyFailure(error, { timedOut, timeoutMs: policy.timeoutMs });
      const tooLong = failure.retryAfterMs !== undefined && failure.retryAfterMs > policy.maxRetryAfterMs;
      if (!failure.retryable || attempt >= policy.maxAttempts || tooLong) {
        const why = tooLong ? ` It asked to wait ${Math.ceil(failure.retryAfterMs! / 1000)} s.` : '';
        throw new EngineError(failure.code, `${failure.message}${why} Attempts: ${attempt}.`, attempt, {
          cause: error,
          providerMessage: failure.providerMessage,
        });
      }
      delay = nextDelayMs({
        retry: attempt,
        baseMs: policy.retryBaseMs,
        retryAfter: failure.retryAfterMs,
        random: policy.random,
      });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', stop);
    }
    await sleep(delay, outer).catch((e) => {
      throw cancelled(attempt, e);
    });
  }
}

function cancelled(attempts: number, cause?: unknown): EngineError {
  return new EngineError('cancelled', 'The model call was cancelled.', attempts, { cause });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
