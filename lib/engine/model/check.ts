import { z } from 'zod';
import { modelConfigured, type Env } from '../../env';
import { EngineError, type ModelRole } from '../types';
import { callModel } from './call';
import { modelConfigFromEnv, modelFor, providerName, type ModelConfig } from './config';
import { openAIChatModels, type LanguageModelFactory } from './provider';

export interface ModelCheckResult {
  ok: boolean;
  /** Lines to print, in order. */
  lines: string[];
}

const PingSchema = z.object({ ok: z.literal(true), word: z.string().min(1) });

const HINTS: Partial<Record<string, string>> = {
  network: 'Is the server running, and is OPENAI_BASE_URL right (it usually ends in /v1)?',
  bad_request: 'Check OPENAI_API_KEY and the model name (MODEL_DEFAULT or MODEL_<ROLE>).',
  timeout: 'The server is slow or stuck: raise MODEL_TIMEOUT_MS, or check that the model is loaded.',
  rate_limited: "The endpoint is rate-limiting: wait, or check the account's limits.",
  invalid_output: 'The model does not follow JSON instructions well: try a larger or instruction-tuned model.',
  not_configured: 'Set MODEL_DEFAULT to a model the server has.',
};

/** One tiny structured request to the configured endpoint: is the model reachable and usable? */
export async function checkModel(
  e: Env,
  opts: { role?: ModelRole; config?: Partial<ModelConfig>; models?: LanguageModelFactory } = {},
): Promise<ModelCheckResult> {
  if (!modelConfigured(e)) {
    return {
      ok: false,
      lines: [
        'No model is configured, so StoryFold uses its offline engine.',
        'To use a model, set OPENAI_API_KEY (OpenAI), or OPENAI_BASE_URL and MODEL_DEFAULT for an OpenAI-compatible server',
        '(e.g. OPENAI_BASE_URL=http://127.0.0.1:11434/v1 MODEL_DEFAULT=llama3.1 for Ollama).',
      ],
    };
  }
  const config = { ...modelConfigFromEnv(e), ...opts.config };
  const role = opts.role ?? 'planner';
  const lines = [`Endpoint: ${config.baseURL ?? 'https://api.openai.com/v1'} (${providerName(config)})`];
  const started = performance.now();
  let model = '(none)';
  try {
    model = modelFor(config, role);
    lines.push(`Model:    ${model} (${role})`);
    const result = await callModel(
      {
        role,
        label: 'check',
        system: 'You are a connectivity check. Answer exactly as asked.',
        prompt: 'Reply with {"ok": true, "word": "<any one word>"}.',
        json: { schema: PingSchema, name: 'ping' },
      },
      { config, models: opts.models ?? openAIChatModels(config), record: async () => {} },
    );
    const ms = Math.round(performance.now() - started);
    lines.push(`Result:   OK in ${ms} ms (${result.usage.inputTokens} tokens in, ${result.usage.outputTokens} out)`);
    return { ok: true, lines };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (!(error instanceof EngineError)) throw error;
    lines.push(`Result:   FAILED after ${ms} ms [${error.code}] ${error.message}`);
    const hint = HINTS[error.code];
    if (hint) lines.push(`Hint:     ${hint}`);
    return { ok: false, lines };
  }
}
