import { randomUUID } from 'node:crypto';
import { env } from '../env';
import { disconnectDb } from '../db';
import { RUN_QUEUE, startBoss, type RunJob } from './queue';
import { executeRun } from './execute-run';

// The job worker: a plain Node process; any number of them may run against one database.
const workerId = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;

async function main() {
  const e = env();
  if (!e.DATABASE_URL) throw new Error('DATABASE_URL is not set; start the worker through `npm start`.');
  const boss = await startBoss(e.DATABASE_URL);
  await boss.work<RunJob>(RUN_QUEUE, { localConcurrency: e.WORKER_CONCURRENCY, batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    await executeRun(job.data.runId, workerId, job.signal);
  });
  console.log(`[worker] ${workerId} ready (concurrency ${e.WORKER_CONCURRENCY}).`);

  const stop = async () => {
    await boss.stop({ graceful: true, timeout: 10_000 });
    await disconnectDb();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('[worker] failed to start', error);
  process.exit(1);
});
