import 'server-only';
import type { Db } from '../../db';
import { Prisma } from '../../generated/prisma/client';
import type { PriceTable } from '../../workflow/cost/price';

export type Dimension = 'day' | 'model' | 'user' | 'project';

export interface UsageRow {
  key: string | null;
  calls: number;
  inputTokens: number;
  /** The part of the input the provider served from its prompt cache. */
  cachedInputTokens: number;
  outputTokens: number;
  /** USD of the calls whose model has a price (offline calls cost nothing). */
  pricedCost: number;
  /** Some of the calls were to a model that has no price. */
  hasUnpriced: boolean;
}

// Fixed SQL fragments only: the grouping is chosen from this map, never from input. Timestamps
// are stored as UTC without a zone, so the day is read off them directly.
const KEYS: Record<Dimension, Prisma.Sql> = {
  day: Prisma.raw(`to_char(mc."createdAt", 'YYYY-MM-DD')`),
  model: Prisma.raw(`mc."model"`),
  user: Prisma.raw(`p."ownerId"`),
  project: Prisma.raw(`mc."projectId"`),
};

/** The prices as an SQL table, so cost is summed in the database (cached input at its own price, else as input). */
export function priceTable(prices: PriceTable): Prisma.Sql {
  const rows = Object.entries(prices).map(
    ([model, p]) =>
      Prisma.sql`(${model}::text, ${p.input}::float8, ${p.cachedInput ?? p.input}::float8, ${p.output}::float8)`,
  );
  return rows.length
    ? Prisma.sql`VALUES ${Prisma.join(rows)}`
    : Prisma.sql`SELECT NULL::text, 0::float8, 0::float8, 0::float8 WHERE false`;
}

/** USD of the ModelCall rows `mc` joined to the price table `pr` (SQL), per call. */
export const CALL_COST_SQL = Prisma.raw(
  `((mc."inputTokens" - LEAST(mc."cachedInputTokens", mc."inputTokens")) * pr.per_input + LEAST(mc."cachedInputTokens", mc."inputTokens") * pr.per_cached + mc."outputTokens" * pr.per_output) / 1e6`,
);

type Raw = {
  key: string | null;
  calls: bigint;
  input: bigint;
  cached: bigint;
  output: bigint;
  cost: number;
  unpriced: boolean;
};

/**
 * Calls, tokens and cost in [from, to) grouped by one dimension, the most expensive first;
 * `limit` keeps only the top rows (users and projects can be many).
 */
export async function usageBy(
  db: Db,
  { by, from, to, prices, limit }: { by: Dimension; from: Date; to: Date; prices: PriceTable; limit?: number },
): Promise<UsageRow[]> {
  const rows = await db.$queryRaw<Raw[]>`
    WITH price(model, per_input, per_cached, per_output) AS (${priceTable(prices)})
    SELECT ${KEYS[by]} AS key, COUNT(*) AS calls,
           COALESCE(SUM(mc."inputTokens"), 0)::bigint AS input, COALESCE(SUM(mc."outputTokens"), 0)::bigint AS output,
           COALESCE(SUM(mc."cachedInputTokens"), 0)::bigint AS cached,
           COALESCE(SUM(${CALL_COST_SQL}), 0)::float8 AS cost,
           bool_or(pr.model IS NULL AND mc."engine" <> 'offline') AS unpriced
    FROM "ModelCall" mc
    LEFT JOIN "Project" p ON p."id" = mc."projectId"
    LEFT JOIN price pr ON pr.model = mc."model"
    WHERE mc."createdAt" >= ${from} AND mc."createdAt" < ${to}
    GROUP BY 1
    ORDER BY cost DESC, SUM(mc."inputTokens") + SUM(mc."outputTokens") DESC, 1
    ${limit ? Prisma.sql`LIMIT ${limit}` : Prisma.empty}`;
  return rows.map((r) => ({
    key: r.key,
    calls: Number(r.calls),
    inputTokens: Number(r.input),
    cachedInputTokens: Number(r.cached),
    outputTokens: Number(r.output),
    pricedCost: Number(r.cost),
    hasUnpriced: r.unpriced,
  }));
}
