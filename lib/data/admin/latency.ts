import 'server-only';
import type { Db } from '../../db';
import { Prisma } from '../../generated/prisma/client';

export type LatencyDimension = 'model' | 'role';

export interface LatencyLine {
  key: string;
  /** Calls that ended with an answer or an error (cancelled and unfinished calls are left out). */
  calls: number;
  errors: number;
  /** errors / calls, 0–1. */
  errorRate: number;
  p50Ms: number;
  p95Ms: number;
}

export interface LatencyView {
  /** One line per model (or role) over the whole period, busiest first. */
  lines: LatencyLine[];
  /** The same per UTC day, oldest first, for the charts. */
  byDay: (LatencyLine & { day: string })[];
}

// Fixed SQL fragments only: the grouping is chosen from this map, never from input.
const KEYS: Record<LatencyDimension, Prisma.Sql> = {
  model: Prisma.raw(`"model"`),
  role: Prisma.raw(`"role"`),
};

type Raw = { day: string | null; key: string; calls: bigint; errors: bigint; p50: number; p95: number };

/**
 * Latency percentiles and error rate of the calls in [from, to) per model or role, over the period
 * and per day, as the dashboards of tracing tools show them. Percentiles are continuous (interpolated).
 */
export async function latencyBy(db: Db, by: LatencyDimension, from: Date, to: Date): Promise<LatencyView> {
  const rows = await db.$queryRaw<Raw[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, ${KEYS[by]} AS key, COUNT(*) AS calls,
           COUNT(*) FILTER (WHERE "outcome" = 'error') AS errors,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY "latencyMs") AS p50,
           percentile_cont(0.95) WITHIN GROUP (ORDER BY "latencyMs") AS p95
    FROM "ModelCall"
    WHERE "createdAt" >= ${from} AND "createdAt" < ${to} AND "outcome" IN ('ok', 'error')
    GROUP BY GROUPING SETS ((2), (1, 2))
    ORDER BY 1 NULLS FIRST, 3 DESC, 2`;
  const line = (r: Raw): LatencyLine => {
    const calls = Number(r.calls);
    const errors = Number(r.errors);
    return { key: r.key, calls, errors, errorRate: calls ? errors / calls : 0, p50Ms: r.p50, p95Ms: r.p95 };
  };
  return {
    lines: rows.filter((r) => r.day === null).map(line),
    byDay: rows.flatMap((r) => (r.day === null ? [] : [{ ...line(r), day: r.day }])),
  };
}
