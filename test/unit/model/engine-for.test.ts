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

  it('is offline when no model is configured, whatever the project asked', () => {
    expect(engineFor({ engine: null }, noRecorder, base()).kind).toBe('offline');
    expect(engineFor({ engine: 'model' }, noRecorder, base()).kind).toBe('offline');
    expect(engineKindFor({ engine: null }, { ...base(), OPENAI_API_KEY: 'sk-x' })).toBe('model');
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

  it('says offline, and that it fell back when the project wanted a model', () => {
    expect(describeEngine({ engine: 'model' }, base())).toMatchObject({ kind: 'offline', fellBack: true });
    expect(describeEngine({ engine: 'offline' }, ollama()).fellBack).toBeUndefined();
  });
});
