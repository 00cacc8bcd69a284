import { env as readEnv, modelConfigured, type Env } from '../env';
import { createModelEngine } from './model';
import { modelConfigFromEnv, modelFor, providerName } from './model/config';
import { OfflineEngine } from './offline/index';
import type { Recorder } from './record';
import type { Engine, EngineKind, ModelRole } from './types';

export interface EngineChoice {
  /** The project's choice; null means the deployment's default. */
  engine: EngineKind | null;
}

/** Which engine a project runs on: the model when one is configured and the project did not pick offline. */
export function engineKindFor(project: EngineChoice, e: Env = readEnv()): EngineKind {
  return project.engine !== 'offline' && modelConfigured(e) ? 'model' : 'offline';
}

/**
 * The engine for a project; `recorder` receives every model call. The model engine serves the `lint`
 * reviewer through the offline one.
 */
export function engineFor(project: EngineChoice, recorder: Recorder, e: Env = readEnv()): Engine {
  const offline = new OfflineEngine();
  if (engineKindFor(project, e) === 'offline') return offline;
  return createModelEngine({ env: e, lint: offline, recorder });
}

export interface EngineDescription {
  kind: EngineKind;
  /** Short English label; the UI may translate from `kind`, `provider` and `models`. */
  label: string;
  provider?: string;
  /** Model name by role, after project overrides and MODEL_DEFAULT. */
  models?: Partial<Record<ModelRole, string>>;
  /** The project asked for the model engine but none is configured. */
  fellBack?: boolean;
}

const ROLES: ModelRole[] = ['planner', 'writer', 'reviewer', 'reviser'];

/** What the UI shows next to everything an engine produced ("which engine made this"). */
export function describeEngine(
  project: EngineChoice & { modelOverrides?: Partial<Record<ModelRole, string>> | null },
  e: Env = readEnv(),
): EngineDescription {
  if (engineKindFor(project, e) === 'offline') {
    return {
      kind: 'offline',
      label: 'Offline engine (built-in checks, no language model)',
      fellBack: project.engine === 'model' ? true : undefined,
    };
  }
  const config = modelConfigFromEnv(e);
  const models: Partial<Record<ModelRole, string>> = {};
  for (const role of ROLES) {
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
