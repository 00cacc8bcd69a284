import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import {
  BUDGET_UNITS,
  budgetStanding,
  checkBudget,
  monthStart,
  type Budget,
  type BudgetStanding,
  type MonthSpend,
} from '../../workflow/cost/budget';
import type { PriceTable } from '../../workflow/cost/price';
import { currentPrices } from '../admin/prices';
import { CALL_COST_SQL, priceTable } from '../admin/usage-query';
import type { CostEstimate } from './estimate-cost';

export function budgetOf(row: { budgetAmount: number | null; budgetUnit: string }): Budget | null {
  if (row.budgetAmount === null) return null;
  const unit = (BUDGET_UNITS as readonly string[]).includes(row.budgetUnit)
    ? (row.budgetUnit as Budget['unit'])
    : 'usd';
  return { amount: row.budgetAmount, unit };
}

type SpendRow = { tokens: bigint; cost: number; unpriced: boolean };

/** What the project's model calls have spent since the month began (UTC), at today's prices. */
export async function monthSpend(
  db: DbReader,
  projectId: string,
  prices: PriceTable,
  now = new Date(),
): Promise<MonthSpend> {
  const [row] = await db.$queryRaw<SpendRow[]>`
    WITH price(model, per_input, per_cached, per_output) AS (${priceTable(prices)})
    SELECT COALESCE(SUM(mc."inputTokens" + mc."outputTokens"), 0)::bigint AS tokens,
           COALESCE(SUM(${CALL_COST_SQL}), 0)::float8 AS cost,
           COALESCE(bool_or(pr.model IS NULL AND mc."engine" <> 'offline'), false) AS unpriced
    FROM "ModelCall" mc LEFT JOIN price pr ON pr.model = mc."model"
    WHERE mc."projectId" = ${projectId} AND mc."createdAt" >= ${monthStart(now)}`;
  return { tokens: Number(row.tokens), usd: row.unpriced ? null : row.cost };
}

/**
 * Refuses a run that would take the project past its monthly budget, with the figures; a dollar budget
 * cannot be held when a model it would call (or one used this month) has no price, and refuses too.
 * Called inside the transaction that creates the run.
 */
export async function refuseOverBudget(db: DbReader, projectId: string, estimate: CostEstimate): Promise<void> {
  if (estimate.engine === 'offline' || !estimate.work) return;
  const row = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    select: { budgetAmount: true, budgetUnit: true },
  });
  const budget = budgetOf(row);
  if (!budget) return;
  const spent = await monthSpend(db, projectId, (await currentPrices(db)).table);
  const run = { usd: estimate.costUsd, tokens: estimate.inputTokens + estimate.outputTokens };
  const verdict = checkBudget(budget, spent, run);
  if (verdict.ok) return;
  if (verdict.reason === 'unpriced')
    throw new ExpectedError('over_budget', {
      reason: 'unpriced',
      messageKey: 'costs.errors.budgetUnpriced',
      models: estimate.unpricedModels.join(', ') || '—',
    });
  throw new ExpectedError('over_budget', {
    reason: 'over',
    messageKey: budget.unit === 'usd' ? 'costs.errors.overBudgetUsd' : 'costs.errors.overBudgetTokens',
    need: verdict.need,
    left: verdict.left,
    limit: budget.amount,
    used: budget.amount - verdict.left,
  });
}

export interface BudgetView {
  budget: Budget | null;
  standing: BudgetStanding | null;
  spent: MonthSpend;
  /** The first day of the month the budget counts from (ISO date). */
  since: string;
}

/** The project page's budget panel: the limit, and what is used and left of it this month. */
export async function budgetView({ db, ownerId, projectId }: ProjectScope): Promise<BudgetView> {
  const row = await db.project.findFirst({
    where: { id: projectId, ownerId },
    select: { budgetAmount: true, budgetUnit: true },
  });
  if (!row) throw new ExpectedError('not_found');
  const budget = budgetOf(row);
  const spent = await monthSpend(db, projectId, (await currentPrices(db)).table);
  return {
    budget,
    standing: budget && budgetStanding(budget, spent),
    spent,
    since: monthStart(new Date()).toISOString().slice(0, 10),
  };
}

/** The writer sets (or clears, with null) the project's monthly budget. */
export async function setProjectBudget({ db, ownerId, projectId }: ProjectScope, budget: Budget | null): Promise<void> {
  const updated = await db.project.updateMany({
    where: { id: projectId, ownerId },
    data: budget ? { budgetAmount: budget.amount, budgetUnit: budget.unit } : { budgetAmount: null },
  });
  if (updated.count !== 1) throw new ExpectedError('not_found');
}
