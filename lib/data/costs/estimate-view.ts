import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { budgetStanding, checkBudget, type BudgetStanding } from '../../workflow/cost/budget';
import { currentPrices } from '../admin/prices';
import { budgetOf, monthSpend } from './budget';
import { estimateCost, type CostEstimate } from './estimate-cost';
import type { Work } from '../../engine/estimate';
import { previewWork, type Preview } from './preview';

/** What a button shows before it is pressed: the run's expected tokens and cost, and the budget it meets. */
export interface EstimateView extends Omit<CostEstimate, 'raw' | 'work' | 'language'> {
  /** The button queues nothing that calls a model. */
  none: boolean;
  budget: BudgetStanding | null;
  /** "over": the run would be refused for the budget; "unpriced": a dollar budget cannot be checked. */
  verdict: 'ok' | 'over' | 'unpriced';
}

export async function estimateForButton(scope: ProjectScope, preview: Preview): Promise<EstimateView> {
  const { work, share } = await previewWork(scope, preview);
  return estimateViewOf(scope, work, share);
}

/** The same for work known already (a ripple's passages, counted by its impact). */
export async function estimateViewOf(
  scope: ProjectScope<DbReader>,
  work: Work | null,
  share = 1,
): Promise<EstimateView> {
  const [estimate, project, prices] = await Promise.all([
    estimateCost(scope.db, scope.projectId, work, share),
    scope.db.project.findUniqueOrThrow({
      where: { id: scope.projectId },
      select: { budgetAmount: true, budgetUnit: true },
    }),
    currentPrices(scope.db),
  ]);
  const { raw: _raw, work: modelled, language: _language, ...figures } = estimate;
  const none = work === null;
  const budget = budgetOf(project);
  if (!budget) return { ...figures, none, budget: null, verdict: 'ok' };
  const spent = await monthSpend(scope.db, scope.projectId, prices.table);
  const verdict = checkBudget(budget, spent, {
    usd: estimate.costUsd,
    tokens: modelled ? estimate.inputTokens + estimate.outputTokens : 0,
  });
  return {
    ...figures,
    none,
    budget: budgetStanding(budget, spent),
    verdict: verdict.ok ? 'ok' : verdict.reason,
  };
}
