import { describe, expect, it } from 'vitest';
import {
  attemptTimeoutMs,
  FETCH_HEADERS_LIMIT_MS,
  modelFor,
  OPENAI_FALLBACK_MODEL,
  providerName,
  type ModelConfig,
} from '../../../lib/engine/model/config';

const base: ModelConfig = {
  baseURL: 'http://localhost:11434/v1',
  models: { default: 'llama3', reviewer: 'qwen' },
  timeoutMs: 1,
  maxAttempts: 1,
  retryBaseMs: 1,
  maxRetryAfterMs: 1,
  recordPrompts: false,
};

describe('modelFor', () => {
  it('prefers the project override, then the role, then MODEL_DEFAULT', () => {
    expect(modelFor(base, 'reviewer', { reviewer: 'mine' })).toBe('mine');
    expect(modelFor(base, 'reviewer', { writer: 'mine' })).toBe('qwen');
    expect(modelFor(base, 'writer')).toBe('llama3');
    expect(modelFor(base, 'writer', { writer: '  ' })).toBe('llama3');
  });

  it('falls back to a known OpenAI model only when talking to OpenAI', () => {
    expect(modelFor({ ...base, baseURL: undefined, models: {} }, 'planner')).toBe(OPENAI_FALLBACK_MODEL);
    expect(() => modelFor({ ...base, models: {} }, 'planner')).toThrow(/MODEL_DEFAULT/);
  });
});

describe('providerName', () => {
  it('is the host of the base URL, or "openai"', () => {
    expect(providerName(base)).toBe('localhost:11434');
    expect(providerName({})).toBe('openai');
    expect(providerName({ baseURL: 'not a url' })).toBe('custom');
  });
});

describe('attemptTimeoutMs', () => {
  it("is MODEL_TIMEOUT_MS, but never past Node's wait for a non-streamed reply's headers", () => {
    expect(attemptTimeoutMs({ timeoutMs: 120_000 })).toBe(120_000);
    expect(attemptTimeoutMs({ timeoutMs: 600_000 })).toBe(FETCH_HEADERS_LIMIT_MS);
    expect(FETCH_HEADERS_LIMIT_MS).toBeLessThan(300_000);
  });
});
