import 'server-only';
import type { DbReader } from '../../db';
import { Prisma } from '../../generated/prisma/client';
import type { WorkLabel } from '../../engine/estimate';
import type { Language } from '../../engine/types';

/** How the raw estimate of one kind of work compares with what such runs cost. */
export interface Calibration {
  /** Actual over estimated input tokens (1 when nothing was measured yet). */
  input: number;
  output: number;
  /** The share of input tokens the provider served from its cache. */
  cachedShare: number;
  /** Finished runs it learnt from: 0 means the estimate is the engine's raw one. */
  runs: number;
}

/** Runs a calibration learns from: the latest ones, so it follows a change of model or server. */
const RECENT_RUNS = 20;
/** A factor outside these bounds says more about one odd run than about the next. */
const BOUNDS = [0.2, 5] as const;

type Sums = { runs: bigint; raw_in: bigint; raw_out: bigint; act_in: bigint; act_out: bigint; act_cached: bigint };

/**
 * The estimate's correction for `work` in `language`, from the latest runs of that kind and language
 * that finished on the model engine. Before any such run, the latest runs of every kind in the language
 * give the token rate of the model and its server (how their input counted against the estimate), for
 * input and output alike: how long other kinds' replies run says nothing of this one's. Before any run
 * in the language, none (characters a token differ too much between scripts to borrow another's).
 */
export async function calibrationFor(db: DbReader, work: WorkLabel, language: Language): Promise<Calibration> {
  const own = await sums(db, Prisma.sql`AND rc."work" = ${work} AND rc."language" = ${language}`);
  if (Number(own.runs) > 0) return factors(own);
  const all = factors(await sums(db, Prisma.sql`AND rc."language" = ${language}`));
  return { ...all, output: all.input };
}

async function sums(db: DbReader, filter: Prisma.Sql): Promise<Sums> {
  const [row] = await db.$queryRaw<Sums[]>`
    SELECT COUNT(*) AS runs,
           COALESCE(SUM(t."rawInputTokens"), 0)::bigint AS raw_in, COALESCE(SUM(t."rawOutputTokens"), 0)::bigint AS raw_out,
           COALESCE(SUM(t."actualInputTokens"), 0)::bigint AS act_in, COALESCE(SUM(t."actualOutputTokens"), 0)::bigint AS act_out,
           COALESCE(SUM(t."actualCachedInputTokens"), 0)::bigint AS act_cached
    FROM (
      SELECT rc.* FROM "RunCost" rc JOIN "Run" r ON r."id" = rc."runId"
      WHERE rc."settledAt" IS NOT NULL AND r."status" = 'succeeded'
        AND rc."rawInputTokens" > 0 AND rc."actualInputTokens" > 0 ${filter}
      ORDER BY rc."settledAt" DESC
      LIMIT ${RECENT_RUNS}
    ) t`;
  return row;
}

const bounded = (x: number) => Math.min(BOUNDS[1], Math.max(BOUNDS[0], x));

function factors(s: Sums): Calibration {
  const runs = Number(s.runs);
  if (!runs) return { input: 1, output: 1, cachedShare: 0, runs: 0 };
  const ratio = (actual: bigint, raw: bigint) => (Number(raw) > 0 ? bounded(Number(actual) / Number(raw)) : 1);
  return {
    input: ratio(s.act_in, s.raw_in),
    output: ratio(s.act_out, s.raw_out),
    cachedShare: Number(s.act_in) > 0 ? Math.min(1, Number(s.act_cached) / Number(s.act_in)) : 0,
    runs,
  };
}
