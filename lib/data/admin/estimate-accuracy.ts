import 'server-only';
import type { Db } from '../../db';

/** How the estimates of one kind of run in one language compared with what those runs took. */
export interface EstimateAccuracy {
  work: string;
  language: string;
  runs: number;
  estTokens: number;
  actualTokens: number;
  /** Estimate over actual, minus one; null when nothing was taken. */
  tokenError: number | null;
  /** The same in dollars, over the runs priced both ways; null when none was. */
  costError: number | null;
}

type Raw = {
  work: string;
  language: string;
  runs: bigint;
  est: bigint;
  actual: bigint;
  est_usd: number | null;
  actual_usd: number | null;
};

/** Runs settled in [from, to), by kind of run and language, largest first. */
export async function estimateAccuracy(db: Db, from: Date, to: Date): Promise<EstimateAccuracy[]> {
  const rows = await db.$queryRaw<Raw[]>`
    SELECT "work", "language", COUNT(*) AS runs,
           SUM("estInputTokens" + "estOutputTokens")::bigint AS est,
           SUM("actualInputTokens" + "actualOutputTokens")::bigint AS actual,
           SUM("estCostUsd") FILTER (WHERE "estCostUsd" IS NOT NULL AND "actualCostUsd" IS NOT NULL)::float8 AS est_usd,
           SUM("actualCostUsd") FILTER (WHERE "estCostUsd" IS NOT NULL AND "actualCostUsd" IS NOT NULL)::float8 AS actual_usd
    FROM "RunCost"
    WHERE "settledAt" >= ${from} AND "settledAt" < ${to}
    GROUP BY "work", "language"
    ORDER BY actual DESC`;
  const error = (est: number | null, actual: number | null) => (est !== null && actual ? est / actual - 1 : null);
  return rows.map((r) => ({
    work: r.work,
    language: r.language,
    runs: Number(r.runs),
    estTokens: Number(r.est),
    actualTokens: Number(r.actual),
    tokenError: error(Number(r.est), Number(r.actual)),
    costError: error(r.est_usd, r.actual_usd),
  }));
}
