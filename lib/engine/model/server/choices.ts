import { modelConfigured, type Env } from '../../../env';
import { EngineError, MODEL_ROLES, type ModelRole } from '../../types';
import { modelConfigFromEnv, modelFor, providerName, type ModelConfig } from '../config';
import { listServedModels } from './discovery';
import { pingModel } from './ping';
import { openAIChatModels, type LanguageModelFactory } from '../transport/provider';
import { serverInfoFor } from './server-info';

// What a project's model settings offer: the models the deployment's server lists, the model each role
// uses when the project names none, and a connection test. Endpoint and key stay in the environment.

export interface ModelChoices {
  /** Whether a model endpoint is configured at all (OPENAI_BASE_URL or OPENAI_API_KEY). */
  configured: boolean;
  /** The endpoint's host, or "openai". */
  provider?: string;
  /** Model ids the server lists (GET /v1/models); null when it could not be asked. */
  served: string[] | null;
  /** The model each role uses when the project names none; missing where nothing names one. */
  defaults: Partial<Record<ModelRole, string>>;
}

export interface ChoiceOptions {
  /** Settings over the environment's (tests). */
  config?: Partial<ModelConfig>;
  models?: LanguageModelFactory;
}

const configOf = (e: Env, opts: ChoiceOptions): ModelConfig => ({ ...modelConfigFromEnv(e), ...opts.config });

export async function modelChoices(e: Env, opts: ChoiceOptions = {}): Promise<ModelChoices> {
  if (!modelConfigured(e)) return { configured: false, served: null, defaults: {} };
  const config = configOf(e, opts);
  const { ids } = await listServedModels(config);
  const defaults: Partial<Record<ModelRole, string>> = {};
  for (const role of MODEL_ROLES) {
    try {
      defaults[role] = modelFor(config, role, undefined, ids);
    } catch {
      // Nothing names a model for this role: the project must choose one.
    }
  }
  return { configured: true, provider: providerName(config), served: ids, defaults };
}

/** A name the server does not list, where it lists its models; null when the list is unknown or has it. */
export function unlistedIn(choices: ModelChoices, model: string): boolean {
  return Boolean(choices.served && !choices.served.includes(model));
}

export type ConnectionTest =
  | { ok: true; model: string; answer: string; latencyMs: number }
  | { ok: false; code: string; message: string; latencyMs: number };

/** Longest a connection test waits: the writer is watching a button. */
const TEST_TIMEOUT_MS = 60_000;

/** One tiny request to the model a role would use (or `model`), timed, with the model's answer or the reason it failed. */
export async function testConnection(
  e: Env,
  role: ModelRole,
  model?: string,
  opts: ChoiceOptions = {},
): Promise<ConnectionTest> {
  const base = configOf(e, opts);
  const config = { ...base, maxAttempts: 1, timeoutMs: Math.min(base.timeoutMs, TEST_TIMEOUT_MS) };
  const started = performance.now();
  try {
    const ping = await pingModel(
      {
        config,
        models: opts.models ?? openAIChatModels(config),
        record: async () => {},
        server: serverInfoFor(config),
      },
      role,
      model,
    );
    return { ok: true, model: ping.model, answer: ping.word, latencyMs: ping.latencyMs };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return { ok: false, code: error.code, message: error.message, latencyMs: Math.round(performance.now() - started) };
  }
}
