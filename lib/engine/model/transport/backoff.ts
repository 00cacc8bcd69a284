// Pure timing rules for retries, kept apart so they can be tested without a clock.

export const MAX_BACKOFF_MS = 30_000;

/**
 * Delay before retry number `retry` (1 = the first retry): exponential in the retry number with
 * "equal jitter" — half fixed, half random — so parallel callers do not retry in lockstep.
 */
export function backoffDelayMs(retry: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, retry - 1));
  const jitter = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * jitter);
}

/**
 * How long the server asked us to wait, from `retry-after-ms` (milliseconds) or `retry-after`
 * (seconds, or an HTTP date). Undefined when absent or unreadable. Header names are lower-case.
 */
export function retryAfterMs(
  headers: Record<string, string | undefined> | undefined,
  nowMs: number = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = headers['retry-after-ms']?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.ceil(Number(ms));
  const value = headers['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** The wait before the next attempt: at least what the server asked for, else our backoff. */
export function nextDelayMs(opts: {
  retry: number;
  baseMs: number;
  retryAfter?: number;
  random?: () => number;
}): number {
  const backoff = backoffDelayMs(opts.retry, opts.baseMs, opts.random);
  return opts.retryAfter === undefined ? backoff : Math.max(opts.retryAfter, backoff);
}
