import { randomUUID } from 'node:crypto';
import { env } from '../env';
import { db, disconnectDb } from '../db';
import { RUN_QUEUE, RUN_WORK_OPTIONS, startBoss, type RunJob } from '../data/runs/queue';
import { executeRun } from './execute-run';
import { sweepOrphanedRuns } from './sweeper';
import { beatWhileRunning } from './heartbeat';
import './handlers';

// The job worker: a plain Node process; any number of them may run against one database.
const workerId = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;

async function main() {
  const e = env();
  if (!e.DATABASE_URL) throw new Error('DATABASE_URL is not set; start the worker through `npm start`.');
  const boss = await startBoss(e.DATABASE_URL);
  await boss.work<RunJob>(RUN_QUEUE, RUN_WORK_OPTIONS(e.WORKER_CONCURRENCY), async ([job]) => {
    await executeRun(job.data.runId, workerId);
  });
  const sweep = setInterval(
    () =>
      void sweepOrphanedRuns(db(), boss).catch((error: Error) =>
        console.error(`[worker] sweep failed: ${error.message.split('\n')[0]}`),
      ),
    (e.RUN_LEASE_SECONDS * 1000) / 2,
  );
  const heartbeat = beatWhileRunning(db(), workerId);
  console.log(`[worker] ${workerId} ready (concurrency ${e.WORKER_CONCURRENCY}).`);

  // A run still in progress when the worker stops is resumed by another worker after its lease, from
  // its last saved step: waiting for it (a model call may take minutes) would only delay the stop.
  const stop = async () => {
    clearInterval(sweep);
    await heartbeat.stop();
    await boss.stop({ graceful: true, timeout: 2000 }).catch(() => {});
    await disconnectDb().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('[worker] failed to start', error);
  process.exit(1);
});
