import { env as readEnv, modelConfigured, type Env } from '../env';
import { createModelEngine, createModelFactExtractor } from './model';
import { modelConfigFromEnv, modelFor, providerName } from './model/config';
import { OfflineEngine } from './offline/index';
import type { Recorder } from './record';
import { EngineError, MODEL_ROLES, type Engine, type EngineKind, type ModelRole } from './types';

export interface EngineChoice {
  /** The project's choice; null means the deployment's default. */
  engine: EngineKind | null;
}

/** Which engine a project runs on: its own choice, else the model when one is configured. */
export function engineKindFor(project: EngineChoice, e: Env = readEnv()): EngineKind {
  return project.engine ?? (modelConfigured(e) ? 'model' : 'offline');
}

const MODEL_UNAVAILABLE =
  'This project is set to use a model, but no model endpoint is configured on this server (OPENAI_BASE_URL or OPENAI_API_KEY). Choose the offline engine in the project settings, or ask the administrator to configure a model.';

/**
 * The engine for a project; `recorder` receives every model call. The model engine serves the `lint`
 * reviewer through the offline one. A project that chose the model where none is configured is refused,
 * never quietly run offline.
 */
export function engineFor(project: EngineChoice, recorder: Recorder, e: Env = readEnv()): Engine {
  const offline = new OfflineEngine();
  if (engineKindFor(project, e) === 'offline') return offline;
  if (!modelConfigured(e)) throw new EngineError('not_configured', MODEL_UNAVAILABLE);
  return createModelEngine({ env: e, lint: offline, recorder });
}

export interface EngineDescription {
  kind: EngineKind;
  /** Short English label; the UI may translate from `kind`, `provider` and `models`. */
  label: string;
  provider?: string;
  /** Model name by role, after project overrides and MODEL_DEFAULT. */
  models?: Partial<Record<ModelRole, string>>;
  /** The project chose the model engine but none is configured: its runs are refused. */
  unavailable?: boolean;
}

/** What the UI shows next to everything an engine produced ("which engine made this"). */
export function describeEngine(
  project: EngineChoice & { modelOverrides?: Partial<Record<ModelRole, string>> | null },
  e: Env = readEnv(),
): EngineDescription {
  if (engineKindFor(project, e) === 'offline') {
    return { kind: 'offline', label: 'Offline engine (built-in checks, no language model)' };
  }
  if (!modelConfigured(e)) return { kind: 'model', label: MODEL_UNAVAILABLE, unavailable: true };
  const config = modelConfigFromEnv(e);
  const models: Partial<Record<ModelRole, string>> = {};
  for (const role of MODEL_ROLES) {
    try {
      models[role] = modelFor(config, role, project.modelOverrides ?? undefined);
    } catch {
      // No name for this role: the first call will fail with "not_configured" and say so.
    }
  }
  const names = [...new Set(Object.values(models))];
  const provider = providerName(config);
  const named = names.join(', ') || 'the one the server lists';
  return { kind: 'model', label: `Model: ${named} via ${provider}`, provider, models };
}

export { createModelEngine } from './model';

/** The continuity ledger's model extractor for a project on the model engine; null offline. */
export function factExtractorFor(project: EngineChoice, recorder: Recorder, e: Env = readEnv()) {
  if (engineKindFor(project, e) === 'offline' || !modelConfigured(e)) return null;
  return createModelFactExtractor({ env: e, recorder });
}
