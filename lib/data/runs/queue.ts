import { PgBoss } from 'pg-boss';

/** One queue carries every run; the run row (kind, params) says what to do. */
export const RUN_QUEUE = 'storyfold-runs';

export interface RunJob {
  runId: string;
}

/**
 * How a worker takes runs. A new job wakes idle workers at once through LISTEN/NOTIFY (the queue is
 * created with `notify`), and a worker that just got a job asks again straight after it (burst), so
 * the poll is only the floor for a missed notification, never the hop between jobs.
 */
export const RUN_WORK_OPTIONS = (localConcurrency: number) => ({
  localConcurrency,
  batchSize: 1,
  burstWhenBatchFull: true,
  pollingIntervalSeconds: 0.5,
  notifyPollingIntervalSeconds: 0.5,
});

export async function startBoss(connectionString: string, options: { sendOnly?: boolean } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: options.sendOnly ? 2 : 5,
    ...(options.sendOnly ? { supervise: false, schedule: false } : { useListenNotify: true }),
  });
  // One line per error, and a repeat of the same one at most every 10 s: while the database restarts,
  // every poller of every queue reports the same refusal.
  const lastSeen = new Map<string, number>();
  boss.on('error', (error) => {
    const line = error.message.replace(/ \(Queue: .*\)$/, '');
    if (Date.now() - (lastSeen.get(line) ?? 0) < 10_000) return;
    lastSeen.set(line, Date.now());
    console.error(`[jobs] ${line}`);
  });
  await boss.start();
  // Delivery only: a run's durability is its row and its saved steps; lost jobs are re-sent by the sweeper.
  const queue = { retryLimit: 0, expireInSeconds: 6 * 60 * 60, notify: true };
  await boss.createQueue(RUN_QUEUE, queue);
  // A database made before notifications were used has the queue without them.
  await boss.updateQueue(RUN_QUEUE, queue);
  return boss;
}
