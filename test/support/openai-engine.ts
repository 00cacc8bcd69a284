import { createModelEngine, type ModelEngineOptions } from '../../lib/engine/model';
import type { ModelConfig } from '../../lib/engine/model/config';
import type { ModelCallRecord } from '../../lib/engine/record';
import type { OpenAIServer } from './openai-server';

/** Settings for tests: the local server, short timeouts, tiny retry waits. */
function testModelConfig(server: OpenAIServer, over: Partial<ModelConfig> = {}): ModelConfig {
  return {
    baseURL: server.url,
    apiKey: 'test-key',
    models: { default: 'test-model', reviewer: 'test-reviewer' },
    timeoutMs: 2_000,
    maxAttempts: 3,
    retryBaseMs: 5,
    maxRetryAfterMs: 5_000,
    recordPrompts: false,
    ...over,
  };
}

/** The real model engine against the local server; ModelCall rows collected in memory unless a recorder is given. */
export function engineAgainst(
  server: OpenAIServer,
  opts: { config?: Partial<ModelConfig>; recorder?: ModelEngineOptions['recorder'] } & Omit<
    ModelEngineOptions,
    'config' | 'recorder'
  > = {},
) {
  const rows: ModelCallRecord[] = [];
  const engine = createModelEngine({
    ...opts,
    config: testModelConfig(server, opts.config),
    recorder: opts.recorder ?? ((row) => void (row.outcome !== 'started' && rows.push(row))),
    random: opts.random ?? (() => 0.5),
  });
  return { engine, rows };
}
