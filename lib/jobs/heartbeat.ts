import type { Db } from '../db';
import { forgetWorker, recordWorkerBeat } from '../data/health/worker-heartbeat';

const BEAT_MS = 10_000;

/**
 * Beats every few seconds while the worker runs. A database outage is logged once when it starts and
 * once when it ends, not at every beat.
 */
export function beatWhileRunning(db: Db, workerId: string) {
  let failing = false;
  const beat = () =>
    recordWorkerBeat(db, workerId).then(
      () => {
        if (failing) console.log('[worker] the database answers again.');
        failing = false;
      },
      (error: Error) => {
        const reason = error.message.split('\n').find((line) => line.trim()) ?? 'no answer';
        if (!failing) console.error(`[worker] cannot reach the database (${reason.trim()}); retrying.`);
        failing = true;
      },
    );
  void beat();
  const timer = setInterval(() => void beat(), BEAT_MS);
  return {
    async stop() {
      clearInterval(timer);
      await forgetWorker(db, workerId).catch(() => {});
    },
  };
}
