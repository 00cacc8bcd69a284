import type { PgBoss } from 'pg-boss';
import type { Db } from '../db';
import { findOrphanedRuns } from '../data/runs/claim';
import { touchRun } from '../data/runs/attempt';
import { RUN_QUEUE, type RunJob } from '../data/runs/queue';

/**
 * Re-sends the jobs of runs whose worker died (lease expired) or that were never picked up. The
 * claim is guarded, so a duplicate job is harmless.
 */
export async function sweepOrphanedRuns(db: Db, boss: PgBoss): Promise<number> {
  const ids = await findOrphanedRuns(db);
  for (const runId of ids) {
    await touchRun(db, runId);
    await boss.send(RUN_QUEUE, { runId } satisfies RunJob);
  }
  return ids.length;
}
