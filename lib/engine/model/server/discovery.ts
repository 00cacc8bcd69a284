import type { ModelConfig } from '../config';

// What the server tells about itself: the models it serves (GET /v1/models, every OpenAI-compatible
// server), a model's context size (llama.cpp's /v1/models meta.n_ctx or /props, Ollama's /api/show)
// and, where it offers one, its own token count (llama.cpp's POST /tokenize).

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const DISCOVERY_TIMEOUT_MS = 5_000;

export interface ServedModels {
  /** Model ids the server lists; null when it could not be asked (no /models route, unreachable). */
  ids: string[] | null;
  /** Context sizes the listing itself reports (llama.cpp), by id. */
  contextTokens: Record<string, number>;
  /** Why the list is missing, for model:check. */
  problem?: string;
}

async function getJson(config: ModelConfig, url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${config.apiKey ?? 'not-needed'}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(Math.min(DISCOVERY_TIMEOUT_MS, config.timeoutMs)),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

const baseOf = (config: ModelConfig) => (config.baseURL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
/** The server root for non-OpenAI routes: the base URL without its trailing /v1. */
const rootOf = (config: ModelConfig) => baseOf(config).replace(/\/v1$/, '');

export async function listServedModels(config: ModelConfig): Promise<ServedModels> {
  try {
    const body = (await getJson(config, `${baseOf(config)}/models`)) as {
      data?: { id?: unknown; meta?: { n_ctx?: unknown } }[];
    };
    const data = Array.isArray(body?.data) ? body.data : [];
    const contextTokens: Record<string, number> = {};
    const ids: string[] = [];
    for (const m of data) {
      if (typeof m?.id !== 'string') continue;
      ids.push(m.id);
      if (typeof m.meta?.n_ctx === 'number') contextTokens[m.id] = m.meta.n_ctx;
    }
    return { ids, contextTokens };
  } catch (error) {
    return { ids: null, contextTokens: {}, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A model's context size from llama.cpp's /props or Ollama's /api/show; undefined where neither answers. */
export async function discoverContextTokens(config: ModelConfig, model: string): Promise<number | undefined> {
  if (!config.baseURL) return undefined; // OpenAI reports no context sizes
  const props = await getJson(config, `${rootOf(config)}/props`).catch(() => null);
  const nCtx = (props as { default_generation_settings?: { n_ctx?: unknown } } | null)?.default_generation_settings
    ?.n_ctx;
  if (typeof nCtx === 'number' && nCtx > 0) return nCtx;
  const show = await getJson(config, `${rootOf(config)}/api/show`, {
    method: 'POST',
    body: JSON.stringify({ model }),
  }).catch(() => null);
  const info = (show as { model_info?: Record<string, unknown> } | null)?.model_info ?? {};
  const length = Object.entries(info).find(([key]) => key.endsWith('.context_length'))?.[1];
  return typeof length === 'number' && length > 0 ? length : undefined;
}

/**
 * The server's own token count of a text (llama.cpp's POST /tokenize), or undefined when it has no such
 * route: an exact count where otherwise there is only an estimate.
 */
export function serverTokenizer(config: ModelConfig): ((text: string) => Promise<number>) | undefined {
  if (!config.baseURL) return undefined; // OpenAI's models are counted exactly in process
  return async (text) => {
    const body = (await getJson(config, `${rootOf(config)}/tokenize`, {
      method: 'POST',
      body: JSON.stringify({ content: text }),
    })) as { tokens?: unknown };
    if (!Array.isArray(body?.tokens)) throw new Error('no tokens in the answer');
    return body.tokens.length;
  };
}
