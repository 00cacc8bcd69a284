import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../../lib/engine/model/transport/classify-failure';
import { withRetries } from '../../../lib/engine/model/transport/retry';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({
    message: 'provider text',
    url: 'http://x',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    isRetryable: true,
  });

const policy = { maxAttempts: 3, retryBaseMs: 1, timeoutMs: 1000, maxRetryAfterMs: 1000, random: () => 0 };

describe('classifyFailure', () => {
  const opts = { timedOut: false, timeoutMs: 10 };
  it.each([
    [429, 'rate_limited', true],
    [500, 'provider_error', true],
    [503, 'provider_error', true],
    [408, 'provider_error', true],
    [400, 'bad_request', false],
    [401, 'bad_request', false],
    [404, 'bad_request', false],
    [undefined, 'network', true],
  ] as const)('HTTP %s is %s (retryable: %s)', (status, code, retryable) => {
    expect(classifyFailure(apiError(status), opts)).toMatchObject({ code, retryable });
  });

  it("carries the server's Retry-After", () => {
    expect(classifyFailure(apiError(429, { 'retry-after': '2' }), opts).retryAfterMs).toBe(2000);
  });

  it('calls a fired timer a timeout, whatever the error looks like', () => {
    expect(classifyFailure(new Error('aborted'), { timedOut: true, timeoutMs: 10 })).toMatchObject({
      code: 'timeout',
      retryable: true,
    });
  });

  it("never copies the provider's message", () => {
    expect(classifyFailure(apiError(500), opts).message).not.toContain('provider text');
  });
});

describe('withRetries', () => {
  it('retries until success and counts attempts', async () => {
    let n = 0;
    const r = await withRetries(async () => (++n < 3 ? Promise.reject(apiError(500)) : 'done'), policy);
    expect(r).toEqual({ value: 'done', attempts: 3 });
  });

  it("stops at maxAttempts with the last failure's code", async () => {
    await expect(withRetries(() => Promise.reject(apiError(429)), policy)).rejects.toMatchObject({
      code: 'rate_limited',
      attempts: 3,
    });
  });

  it('does not retry what cannot succeed', async () => {
    let n = 0;
    await expect(withRetries(() => (n++, Promise.reject(apiError(400))), policy)).rejects.toMatchObject({
      code: 'bad_request',
      attempts: 1,
    });
    expect(n).toBe(1);
  });

  it('aborts an attempt at its timeout and retries it', async () => {
    let n = 0;
    const hangOnce = (signal: AbortSignal) =>
      ++n === 1
        ? new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
        : Promise.resolve('late');
    const r = await withRetries(hangOnce, { ...policy, timeoutMs: 20 });
    expect(r).toEqual({ value: 'late', attempts: 2 });
  });

  it('counts the timeout again from each sign of progress: a slow stream that keeps coming finishes', async () => {
    const slowStream = async (signal: AbortSignal, progress: () => void) => {
      for (let chunk = 0; chunk < 6; chunk++) {
        await new Promise((r) => setTimeout(r, 15));
        if (signal.aborted) throw new Error('aborted');
        progress();
      }
      return 'all of it';
    };
    // 6 × 15 ms is well past the 40 ms timeout, but no gap between chunks is.
    expect(await withRetries(slowStream, { ...policy, timeoutMs: 40 })).toEqual({ value: 'all of it', attempts: 1 });
    const silent = async (signal: AbortSignal) => {
      await new Promise((r) => setTimeout(r, 90));
      if (signal.aborted) throw new Error('aborted');
      return 'never';
    };
    await expect(withRetries(silent, { ...policy, timeoutMs: 40, maxAttempts: 1 })).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});
