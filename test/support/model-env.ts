import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetEnvCache } from '../../lib/env';
import { startOpenAIServer, type OpenAIServer, type Responder } from './openai-server';

/** The variables that point the model engine at a test server: short timeouts, tiny retry waits. */
export function modelEnv(server: OpenAIServer): Record<string, string> {
  return {
    OPENAI_BASE_URL: server.url,
    OPENAI_API_KEY: 'test-key',
    MODEL_DEFAULT: 'test-model',
    MODEL_TIMEOUT_MS: '10000',
    MODEL_MAX_ATTEMPTS: '3',
    MODEL_RETRY_BASE_MS: '5',
  };
}

/**
 * Starts a test OpenAI server for this file and points the deployment's model engine at it (through
 * the environment, as production configures it), plus any `extra` variables; restored afterwards.
 */
export function useModelServer(respond: Responder, extra: Record<string, string> = {}): () => OpenAIServer {
  let server: OpenAIServer | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    server = await startOpenAIServer({ respond });
    for (const [name, value] of Object.entries({ ...modelEnv(server), ...extra })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    resetEnvCache();
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the model server starts in beforeAll');
    return server;
  };
}

/**
 * A test OpenAI server for this file, for tests that build their own engine against it: before each
 * test its record of requests is emptied and `respond` answers again.
 */
export function useOpenAIServer(respond: Responder): () => OpenAIServer {
  let server: OpenAIServer | undefined;
  beforeAll(async () => {
    server = await startOpenAIServer({ respond });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.requests.length = 0;
    server!.setDefault(respond);
  });
  return () => server!;
}
