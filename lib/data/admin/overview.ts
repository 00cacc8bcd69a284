import 'server-only';
import type { Db } from '../../db';
import type { PriceTable } from '../../workflow/cost/price';
import { usageBy } from './usage-query';

const DAY_MS = 86_400_000;

/** The dashboard's figures at a glance, each over the window it names. */
export interface AdminOverview {
  /** Rounds started in the last 24 hours. */
  roundsToday: number;
  /** Runs that failed and wait for a retry (what the Failed runs page lists), and how many of them failed in the last 24 hours. */
  failedRuns: { total: number; lastDay: number };
  /** Writers who worked on a project in the last 7 days. */
  activeWriters: number;
  /** Model tokens and cost over the last 7 days; cost is null when a model without a price was used. */
  week: { tokens: number; cost: number | null };
}

export async function adminOverview(db: Db, now: Date, prices: PriceTable): Promise<AdminOverview> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [roundsToday, failedTotal, failedLastDay, writers, usage] = await Promise.all([
    db.round.count({ where: { createdAt: { gte: dayAgo } } }),
    db.run.count({ where: { status: 'failed' } }),
    db.run.count({ where: { status: 'failed', finishedAt: { gte: dayAgo } } }),
    db.project.findMany({
      where: { lastActivityAt: { gte: weekAgo }, deletedAt: null },
      distinct: ['ownerId'],
      select: { ownerId: true },
    }),
    usageBy(db, { by: 'model', from: weekAgo, to: now, prices }),
  ]);
  const tokens = usage.reduce((n, r) => n + r.inputTokens + r.outputTokens, 0);
  const cost = usage.some((r) => r.hasUnpriced) ? null : usage.reduce((n, r) => n + r.pricedCost, 0);
  return {
    roundsToday,
    failedRuns: { total: failedTotal, lastDay: failedLastDay },
    activeWriters: writers.length,
    week: { tokens, cost },
  };
}
