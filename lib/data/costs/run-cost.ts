import 'server-only';
import type { DbReader } from '../../db';
import { currentPrices } from '../admin/prices';
import { CALL_COST_SQL, priceTable } from '../admin/usage-query';
import type { CostEstimate } from './estimate-cost';

/** A model run's estimate, kept beside the run until its actual cost is summed (settleRunCost). */
export async function recordRunCost(db: DbReader, runId: string, e: CostEstimate): Promise<void> {
  if (e.engine === 'offline' || !e.work) return;
  await db.runCost.create({
    data: {
      runId,
      work: e.work,
      language: e.language,
      rawInputTokens: e.raw.input,
      rawOutputTokens: e.raw.output,
      estInputTokens: e.inputTokens,
      estCachedInputTokens: e.cachedInputTokens,
      estOutputTokens: e.outputTokens,
      estCostUsd: e.costUsd,
    },
  });
}

/**
 * What a finished run cost: its ModelCall rows summed beside its estimate, priced at today's prices.
 * Runs again when a retried run finishes (its calls of every attempt count).
 */
export async function settleRunCost(db: DbReader, runId: string, now = new Date()): Promise<void> {
  const prices = (await currentPrices(db)).table;
  await db.$executeRaw`
    WITH price(model, per_input, per_cached, per_output) AS (${priceTable(prices)}),
    spent AS (
      SELECT COALESCE(SUM(mc."inputTokens"), 0)::int AS input, COALESCE(SUM(mc."cachedInputTokens"), 0)::int AS cached,
             COALESCE(SUM(mc."outputTokens"), 0)::int AS output, COALESCE(SUM(${CALL_COST_SQL}), 0)::float8 AS cost,
             COALESCE(bool_or(pr.model IS NULL AND mc."engine" <> 'offline'), false) AS unpriced
      FROM "ModelCall" mc LEFT JOIN price pr ON pr.model = mc."model"
      WHERE mc."runId" = ${runId}
    )
    UPDATE "RunCost" SET "actualInputTokens" = spent.input, "actualCachedInputTokens" = spent.cached,
           "actualOutputTokens" = spent.output, "actualCostUsd" = CASE WHEN spent.unpriced THEN NULL ELSE spent.cost END,
           "settledAt" = ${now}
    FROM spent WHERE "RunCost"."runId" = ${runId}`;
}
