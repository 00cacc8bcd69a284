import 'server-only';
import type { Db } from '../../db';
import type { PriceTable } from '../../workflow/cost/price';
import { usageBy, type UsageRow } from './usage-query';

export interface UsageLine {
  key: string;
  label: string;
  calls: number;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  /** USD; null when some of the tokens were from a model without a price. */
  cost: number | null;
  /** USD of the priced part, also when `cost` is null. */
  pricedCost: number;
}

export interface UsageSummary {
  byDay: UsageLine[];
  byModel: UsageLine[];
  byUser: UsageLine[];
  byProject: UsageLine[];
  total: UsageLine;
  unpricedModels: string[];
}

const TOP_N = 20;
const DAY_MS = 86_400_000;

const line = (r: UsageRow, label = r.key ?? ''): UsageLine => ({
  key: r.key ?? '',
  label,
  calls: r.calls,
  inputTokens: r.inputTokens,
  cachedInputTokens: r.cachedInputTokens,
  outputTokens: r.outputTokens,
  pricedCost: r.pricedCost,
  cost: r.hasUnpriced ? null : r.pricedCost,
});

const empty = (key: string): UsageLine => ({
  key,
  label: key,
  calls: 0,
  inputTokens: 0,
  cachedInputTokens: 0,
  outputTokens: 0,
  cost: 0,
  pricedCost: 0,
});

/** Usage and cost in [from, to), by day (every day, zeros included), model, user and project. */
export async function usageSummary(db: Db, from: Date, to: Date, prices: PriceTable): Promise<UsageSummary> {
  const [days, models, users, projects] = await Promise.all([
    usageBy(db, { by: 'day', from, to, prices }),
    usageBy(db, { by: 'model', from, to, prices }),
    usageBy(db, { by: 'user', from, to, prices, limit: TOP_N }),
    usageBy(db, { by: 'project', from, to, prices, limit: TOP_N }),
  ]);
  const [userRows, projectRows] = await Promise.all([
    db.user.findMany({
      where: { id: { in: users.flatMap((u) => (u.key ? [u.key] : [])) } },
      select: { id: true, name: true, email: true },
    }),
    db.project.findMany({
      where: { id: { in: projects.flatMap((p) => (p.key ? [p.key] : [])) } },
      select: { id: true, title: true },
    }),
  ]);
  const names = new Map(userRows.map((u) => [u.id, `${u.name} <${u.email}>`]));
  const titles = new Map(projectRows.map((p) => [p.id, p.title]));
  const byDayKey = new Map(days.map((d) => [d.key, line(d)]));
  const byDay: UsageLine[] = [];
  for (let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); t < to.getTime(); t += DAY_MS) {
    const key = new Date(t).toISOString().slice(0, 10);
    byDay.push(byDayKey.get(key) ?? empty(key));
  }
  const byModel = models.map((m) => line(m));
  const unpricedModels = models
    .filter((m) => m.hasUnpriced)
    .map((m) => m.key ?? '')
    .sort();
  const total = byModel.reduce(
    (sum, l) => ({
      ...sum,
      calls: sum.calls + l.calls,
      inputTokens: sum.inputTokens + l.inputTokens,
      cachedInputTokens: sum.cachedInputTokens + l.cachedInputTokens,
      outputTokens: sum.outputTokens + l.outputTokens,
      pricedCost: sum.pricedCost + l.pricedCost,
      cost: sum.cost === null || l.cost === null ? null : sum.cost + l.cost,
    }),
    empty('total'),
  );
  return {
    byDay,
    byModel,
    byUser: users.map((u) => line(u, u.key ? (names.get(u.key) ?? u.key) : '')),
    byProject: projects.map((p) => line(p, p.key ? (titles.get(p.key) ?? p.key) : '')),
    total,
    unpricedModels,
  };
}
