import { describe, expect, it } from 'vitest';
import { backoffDelayMs, MAX_BACKOFF_MS, nextDelayMs, retryAfterMs } from '../../../lib/engine/model/transport/backoff';

describe('backoffDelayMs', () => {
  it('doubles per retry, with jitter between half and all of the ceiling', () => {
    expect(backoffDelayMs(1, 500, () => 0)).toBe(250);
    expect(backoffDelayMs(1, 500, () => 1)).toBe(500);
    expect(backoffDelayMs(2, 500, () => 1)).toBe(1000);
    expect(backoffDelayMs(3, 500, () => 0.5)).toBe(1500);
  });

  it('never exceeds the cap', () => {
    expect(backoffDelayMs(30, 500, () => 1)).toBe(MAX_BACKOFF_MS);
  });

  it('stays within bounds for any random value', () => {
    for (const r of [-1, 0, 0.3, 0.99, 2]) {
      const d = backoffDelayMs(2, 100, () => r);
      expect(d).toBeGreaterThanOrEqual(100);
      expect(d).toBeLessThanOrEqual(200);
    }
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads retry-after-ms first', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250', 'retry-after': '9' }, now)).toBe(250);
    expect(retryAfterMs({ 'retry-after-ms': '12.4' }, now)).toBe(13);
  });

  it('reads retry-after in seconds, decimals included', () => {
    expect(retryAfterMs({ 'retry-after': '2' }, now)).toBe(2000);
    expect(retryAfterMs({ 'retry-after': '0.5' }, now)).toBe(500);
  });

  it('reads retry-after as an HTTP date, never negative', () => {
    expect(retryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }, now)).toBe(3000);
    expect(retryAfterMs({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, now)).toBe(0);
  });

  it('ignores absent or unreadable values', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs({}, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after-ms': '-5' }, now)).toBeUndefined();
  });
});

describe('nextDelayMs', () => {
  it('waits at least what the server asked for', () => {
    expect(nextDelayMs({ retry: 1, baseMs: 10, retryAfter: 1000, random: () => 1 })).toBe(1000);
  });
  it('keeps our backoff when it is longer than the server asked', () => {
    expect(nextDelayMs({ retry: 3, baseMs: 1000, retryAfter: 100, random: () => 1 })).toBe(4000);
  });
  it('uses the backoff when the server said nothing', () => {
    expect(nextDelayMs({ retry: 2, baseMs: 100, random: () => 0 })).toBe(100);
  });
});
