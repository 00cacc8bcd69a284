import 'server-only';
import type { DbReader } from '../../db';
import { estimateWork, type Work, type WorkLabel } from '../../engine/estimate';
import { MODEL_ROLES, type Language } from '../../engine/types';
import { costOf } from '../../workflow/cost/price';
import { currentPrices } from '../admin/prices';
import { calibrationFor } from './calibration';
import { readCostBasis } from './cost-basis';

/** What a run is expected to take and cost, before it is queued. */
export interface CostEstimate {
  engine: 'model' | 'offline';
  /** What was modelled; null when nothing would run. */
  work: WorkLabel | null;
  language: Language;
  /** The engine's estimate before calibration (what calibration learns from). */
  raw: { input: number; output: number };
  inputTokens: number;
  /** The expected part of `inputTokens` served from the provider's cache. */
  cachedInputTokens: number;
  outputTokens: number;
  /** USD; null when a model it would call has no price. 0 offline. */
  costUsd: number | null;
  /** Models it would call that have no price. */
  unpricedModels: string[];
  /** Finished runs the estimate was calibrated by (0: not calibrated yet). */
  calibratedBy: number;
}

const nothing = (engine: CostEstimate['engine'], language: Language): CostEstimate => ({
  engine,
  work: null,
  language,
  raw: { input: 0, output: 0 },
  inputTokens: 0,
  cachedInputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  unpricedModels: [],
  calibratedBy: 0,
});

/**
 * The expected tokens and cost of `work` on a project: the engine's estimate (lib/engine/estimate) from
 * the project's stored lengths, corrected by what runs of its kind cost, priced per role's model. The
 * offline engine costs nothing. `work` null: the action queues no run.
 */
export async function estimateCost(
  db: DbReader,
  projectId: string,
  work: Work | null,
  /** The share of the work still to do (a retried run resumes where it stopped). */
  share = 1,
): Promise<CostEstimate> {
  const { basis, engine } = await readCostBasis(db, projectId);
  if (engine.kind === 'offline' || !work || share <= 0) return nothing(engine.kind, basis.language);
  const raw = estimateWork(basis, work, { exactTokens: engine.exactTokens });
  const [calibration, prices] = await Promise.all([calibrationFor(db, raw.work, basis.language), currentPrices(db)]);
  let input = 0;
  let cached = 0;
  let output = 0;
  let cost: number | null = 0;
  const unpriced = new Set<string>();
  const totals = { input: 0, output: 0 };
  for (const role of MODEL_ROLES) {
    const whole = raw.byRole[role];
    if (!whole) continue;
    const tokens = { input: whole.input * share, output: whole.output * share };
    totals.input += Math.round(tokens.input);
    totals.output += Math.round(tokens.output);
    const use = {
      input: Math.round(tokens.input * calibration.input),
      cachedInput: Math.round(tokens.input * calibration.input * calibration.cachedShare),
      output: Math.round(tokens.output * calibration.output),
    };
    input += use.input;
    cached += use.cachedInput;
    output += use.output;
    const model = engine.models[role];
    const price = model ? prices.table[model] : undefined;
    if (price && cost !== null) cost += costOf(price, use);
    else if (!price) {
      unpriced.add(model ?? role);
      cost = null;
    }
  }
  return {
    engine: 'model',
    work: raw.work,
    language: basis.language,
    raw: totals,
    inputTokens: input,
    cachedInputTokens: cached,
    outputTokens: output,
    costUsd: cost,
    unpricedModels: [...unpriced].sort(),
    calibratedBy: calibration.runs,
  };
}
