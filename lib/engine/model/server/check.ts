import { modelConfigured, type Env } from '../../../env';
import { EngineError, type ModelRole } from '../../types';
import { modelConfigFromEnv, modelFor, providerName, unlistedModelWarning, type ModelConfig } from '../config';
import { OPENAI_BASE_URL } from './discovery';
import { pingModel } from './ping';
import { openAIChatModels, type LanguageModelFactory } from '../transport/provider';
import { serverInfoFor } from './server-info';

export interface ModelCheckResult {
  ok: boolean;
  /** Lines to print, in order. */
  lines: string[];
}

/** Hints by cause; a refused key says so in the failure message itself (HTTP 401/403). */
const HINTS: Partial<Record<string, string>> = {
  network: 'Is the server running, and is OPENAI_BASE_URL right (it usually ends in /v1)?',
  bad_request:
    "The server refused the request as sent; its reason is above. Check the model name (MODEL_DEFAULT or MODEL_<ROLE>) against the server's list.",
  context_overflow:
    "The prompt does not fit the model's context: start the server with a larger context (llama.cpp -c, Ollama num_ctx), or set MODEL_CONTEXT_TOKENS to the real size.",
  timeout: 'The server is slow or stuck: raise MODEL_TIMEOUT_MS, or check that the model is loaded.',
  rate_limited: "The endpoint is rate-limiting: wait, or check the account's limits.",
  invalid_output: 'The model does not follow JSON instructions well: try a larger or instruction-tuned model.',
  truncated: 'The reply hit its output cap: the model rambles instead of answering; try an instruction-tuned model.',
  not_configured: 'Set MODEL_DEFAULT to one of the models the server lists.',
};

/** The server's model list, the model chosen, its context size, then one tiny structured request. */
export async function checkModel(
  e: Env,
  opts: { role?: ModelRole; config?: Partial<ModelConfig>; models?: LanguageModelFactory } = {},
): Promise<ModelCheckResult> {
  if (!modelConfigured(e)) {
    return {
      ok: false,
      lines: [
        'No model is configured, so StoryFold uses its offline engine.',
        'To use a model, set OPENAI_API_KEY (OpenAI), or OPENAI_BASE_URL for an OpenAI-compatible server',
        '(e.g. OPENAI_BASE_URL=http://127.0.0.1:11434/v1 for Ollama; MODEL_DEFAULT when it serves several models).',
      ],
    };
  }
  const config = { ...modelConfigFromEnv(e), ...opts.config };
  const role = opts.role ?? 'planner';
  const lines = [`Endpoint: ${config.baseURL ?? OPENAI_BASE_URL} (${providerName(config)})`];
  const server = serverInfoFor(config);
  const started = performance.now();
  try {
    const info = await server();
    const { ids, problem } = info.served;
    lines.push(
      ids
        ? `Models:   ${ids.length ? ids.slice(0, 10).join(', ') : '(none listed)'}${ids.length > 10 ? ` … (${ids.length})` : ''}`
        : `Models:   could not list them (${problem}); GET /models is optional`,
    );
    const model = modelFor(config, role, undefined, ids);
    const named = config.models[role] || config.models.default;
    const why = named ? '' : ids?.length === 1 ? ', the only model the server lists' : ', the default for OpenAI';
    lines.push(`Model:    ${model} (${role}${why})`);
    const warning = unlistedModelWarning(model, ids);
    if (warning) lines.push(`Warning:  ${warning}`);
    const context = await info.contextTokens(model);
    lines.push(
      `Context:  ${context ? `${context} tokens` : 'unknown (set MODEL_CONTEXT_TOKENS to fit prompts to it)'}`,
    );
    const result = await pingModel(
      { config, models: opts.models ?? openAIChatModels(config), record: async () => {}, server },
      role,
    );
    const ms = Math.round(performance.now() - started);
    lines.push(
      `Result:   OK in ${ms} ms from ${result.model} (${result.usage.inputTokens} tokens in, ${result.usage.outputTokens} out)`,
    );
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
