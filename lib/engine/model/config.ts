import { env as readEnv, type Env } from '../../env';
import { EngineError, type ModelRole } from '../types';

/** Everything the model engine needs from the deployment, resolved once per engine. */
export interface ModelConfig {
  baseURL?: string;
  apiKey?: string;
  /** Model name by role; `default` serves every role left unset. */
  models: Partial<Record<ModelRole | 'default', string>>;
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Longest Retry-After we are willing to sleep through; longer asks fail at once. */
  maxRetryAfterMs: number;
  recordPrompts: boolean;
  /** The model's context window in tokens (MODEL_CONTEXT_TOKENS); discovered from the server when unset. */
  contextTokens?: number;
}

/**
 * Node's fetch waits at most 300 s for a reply's headers, and a non-streamed reply sends them only when
 * done: an attempt given longer would die as a network error. Attempts are timed out just before.
 */
export const FETCH_HEADERS_LIMIT_MS = 295_000;

/** How long one attempt may take: MODEL_TIMEOUT_MS, within what Node's fetch allows. */
export const attemptTimeoutMs = (config: Pick<ModelConfig, 'timeoutMs'>) =>
  Math.min(config.timeoutMs, FETCH_HEADERS_LIMIT_MS);

/** Used only against OpenAI itself when no model name is configured at all (documented in .env.example). */
export const OPENAI_FALLBACK_MODEL = 'gpt-4o-mini';

export function modelConfigFromEnv(e: Env = readEnv()): ModelConfig {
  return {
    baseURL: e.OPENAI_BASE_URL,
    apiKey: e.OPENAI_API_KEY,
    models: {
      default: e.MODEL_DEFAULT,
      planner: e.MODEL_PLANNER,
      writer: e.MODEL_WRITER,
      reviewer: e.MODEL_REVIEWER,
      reviser: e.MODEL_REVISER,
    },
    timeoutMs: e.MODEL_TIMEOUT_MS,
    maxAttempts: e.MODEL_MAX_ATTEMPTS,
    retryBaseMs: e.MODEL_RETRY_BASE_MS,
    maxRetryAfterMs: 60_000,
    recordPrompts: e.DEBUG_RECORD_PROMPTS,
    contextTokens: e.MODEL_CONTEXT_TOKENS,
  };
}

/**
 * Project override, then the role's deployment setting, then MODEL_DEFAULT; with none of them, the one
 * model the server lists (`served`, from GET /v1/models), or OpenAI's default model against OpenAI.
 */
export function modelFor(
  config: ModelConfig,
  role: ModelRole,
  overrides?: Partial<Record<ModelRole, string>>,
  served?: string[] | null,
): string {
  const name = overrides?.[role]?.trim() || config.models[role] || config.models.default;
  if (name) return name;
  if (served?.length === 1) return served[0];
  if (!config.baseURL) return OPENAI_FALLBACK_MODEL;
  const offer = served?.length ? ` The server offers: ${served.slice(0, 10).join(', ')}.` : '';
  throw new EngineError(
    'not_configured',
    `No model name for the ${role}: set MODEL_DEFAULT (or MODEL_${role.toUpperCase()}).${offer}`,
  );
}

/** A warning when the server lists its models and the chosen one is not among them. */
export function unlistedModelWarning(model: string, served: string[] | null | undefined): string | undefined {
  if (!served?.length || served.includes(model)) return undefined;
  return `The server does not list the model "${model}"; it lists: ${served.slice(0, 10).join(', ')}. Check MODEL_DEFAULT / MODEL_<ROLE>.`;
}

/** What the history shows as the provider: the endpoint's host, or "openai". */
export function providerName(config: Pick<ModelConfig, 'baseURL'>): string {
  if (!config.baseURL) return 'openai';
  try {
    return new URL(config.baseURL).host || 'custom';
  } catch {
    return 'custom';
  }
}
