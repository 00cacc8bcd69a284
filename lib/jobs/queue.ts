import { PgBoss } from 'pg-boss';

/** One queue carries every run; the run row (kind, params) says what to do. */
export const RUN_QUEUE = 'storyfold-runs';

export interface RunJob {
  runId: string;
}

export async function startBoss(connectionString: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 5 });
  // One line per error: during shutdown the database may close connections before the worker stops.
  boss.on('error', (error) => console.error(`[jobs] ${error.message}`));
  await boss.start();
  // Retries are ours (the run row remembers finished steps); the job only has to be delivered.
  await boss.createQueue(RUN_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: 60 * 60, heartbeatSeconds: 30 });
  return boss;
}
