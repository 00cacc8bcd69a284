import { PgBoss } from 'pg-boss';

/** One queue carries every run; the run row (kind, params) says what to do. */
export const RUN_QUEUE = 'storyfold-runs';

export interface RunJob {
  runId: string;
}

export async function startBoss(connectionString: string, options: { sendOnly?: boolean } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: options.sendOnly ? 2 : 5,
    ...(options.sendOnly ? { supervise: false, schedule: false } : {}),
  });
  // One line per error: during shutdown the database may close connections before the worker stops.
  boss.on('error', (error) => console.error(`[jobs] ${error.message}`));
  await boss.start();
  // Delivery only: a run's durability is its row and its saved steps; lost jobs are re-sent by the sweeper.
  await boss.createQueue(RUN_QUEUE, { retryLimit: 0, expireInSeconds: 6 * 60 * 60 });
  return boss;
}
