import { describe, expect, it } from 'vitest';
import { describeEngine, engineFor, engineKindFor } from '../../../lib/engine';
import { env, type Env } from '../../../lib/env';

const noRecorder = () => {};
const base = (): Env => ({
  ...env(),
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
  MODEL_DEFAULT: undefined,
  MODEL_WRITER: undefined,
});
const ollama = (): Env => ({
  ...base(),
  OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
  MODEL_DEFAULT: 'llama3.1',
  MODEL_WRITER: 'qwen2.5',
});

describe('engineFor', () => {
  it('uses the model when one is configured and the project does not choose offline', () => {
    expect(engineFor({ engine: null }, noRecorder, ollama()).kind).toBe('model');
    expect(engineFor({ engine: 'model' }, noRecorder, ollama()).kind).toBe('model');
    expect(engineFor({ engine: 'offline' }, noRecorder, ollama()).kind).toBe('offline');
  });

  it('is offline by default when no model is configured', () => {
    expect(engineFor({ engine: null }, noRecorder, base()).kind).toBe('offline');
    expect(engineKindFor({ engine: null }, { ...base(), OPENAI_API_KEY: 'sk-x' })).toBe('model');
  });

  it('refuses, never runs offline, a project that chose the model where none is configured', () => {
    expect(engineKindFor({ engine: 'model' }, base())).toBe('model');
    expect(() => engineFor({ engine: 'model' }, noRecorder, base())).toThrow(/no model endpoint is configured/);
  });
});

describe('describeEngine', () => {
  it('names the models per role and the provider', () => {
    const d = describeEngine({ engine: null, modelOverrides: { reviewer: 'mine' } }, ollama());
    expect(d).toMatchObject({
      kind: 'model',
      provider: '127.0.0.1:11434',
      models: { planner: 'llama3.1', writer: 'qwen2.5', reviewer: 'mine', reviser: 'llama3.1' },
    });
    expect(d.label).toBe('Model: llama3.1, qwen2.5, mine via 127.0.0.1:11434');
  });

  it('says the model is unavailable when the project wants one and none is configured', () => {
    expect(describeEngine({ engine: 'model' }, base())).toMatchObject({ kind: 'model', unavailable: true });
    expect(describeEngine({ engine: 'offline' }, ollama())).toMatchObject({ kind: 'offline' });
    expect(describeEngine({ engine: 'offline' }, ollama()).unavailable).toBeUndefined();
  });
});
