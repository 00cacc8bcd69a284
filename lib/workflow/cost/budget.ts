// A project's monthly budget (set by its writer) against what a new run is expected to spend.

export const BUDGET_UNITS = ['usd', 'tokens'] as const;
export type BudgetUnit = (typeof BUDGET_UNITS)[number];

export interface Budget {
  amount: number;
  unit: BudgetUnit;
}

/** What the project has spent this month, in both units; `usd` is null when a model used has no price. */
export interface MonthSpend {
  usd: number | null;
  tokens: number;
}

/** A run's expected spend; `usd` is null when a model it would call has no price. */
export interface RunSpend {
  usd: number | null;
  tokens: number;
}

export interface BudgetStanding {
  unit: BudgetUnit;
  limit: number;
  /** Null when spending in dollars cannot be known (a model without a price was used). */
  used: number | null;
  left: number | null;
}

export type BudgetVerdict =
  | { ok: true }
  /** The run would take the month past its budget. */
  | { ok: false; reason: 'over'; need: number; left: number }
  /** A dollar budget, and a price is missing: what the run or the month costs cannot be known. */
  | { ok: false; reason: 'unpriced' };

const inUnit = (spend: { usd: number | null; tokens: number }, unit: BudgetUnit) =>
  unit === 'usd' ? spend.usd : spend.tokens;

export function budgetStanding(budget: Budget, spent: MonthSpend): BudgetStanding {
  const used = inUnit(spent, budget.unit);
  return {
    unit: budget.unit,
    limit: budget.amount,
    used,
    left: used === null ? null : Math.max(0, budget.amount - used),
  };
}

/**
 * Whether a run fits what is left of the month's budget. A run that spends nothing (the offline engine)
 * always fits, also past the budget.
 */
export function checkBudget(budget: Budget | null, spent: MonthSpend, run: RunSpend): BudgetVerdict {
  if (!budget || run.tokens === 0) return { ok: true };
  const need = inUnit(run, budget.unit);
  const used = inUnit(spent, budget.unit);
  if (need === null || used === null) return { ok: false, reason: 'unpriced' };
  const left = Math.max(0, budget.amount - used);
  return need > left ? { ok: false, reason: 'over', need, left } : { ok: true };
}

/** The first instant of the calendar month (UTC) that holds `now`: budgets count from it. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
