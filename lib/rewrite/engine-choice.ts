import { type Env, modelConfigured } from '../env';
import { createModelEngine, describeEngine, engineKindFor } from '../engine/index';
import { OfflineEngine } from '../engine/offline/index';
import type { Recorder } from '../engine/record';
import type { Engine, EngineKind } from '../engine/types';
import type { Checked } from './request';

/**
 * The CLI's engine: what engineFor({ engine: null }) would pick (the model when one is configured,
 * else offline) unless --engine says otherwise. Built here rather than by engineFor because the CLI
 * has no database to record model calls in (`recorder` may count them); an explicit --engine model without a model is an error.
 */
export function chooseEngine(
  requested: EngineKind | undefined,
  e: Env,
  recorder: Recorder = () => {},
): Checked<{ engine: Engine; label: string }> {
  const kind = requested ?? engineKindFor({ engine: null }, e);
  if (kind === 'model' && !modelConfigured(e)) {
    return {
      ok: false,
      message:
        '--engine model needs a configured model: set OPENAI_BASE_URL and/or OPENAI_API_KEY (see .env.example), or use --engine offline.',
    };
  }
  const offline = new OfflineEngine();
  const engine = kind === 'offline' ? offline : createModelEngine({ env: e, lint: offline, recorder });
  return { ok: true, value: { engine, label: describeEngine({ engine: kind }, e).label } };
}
