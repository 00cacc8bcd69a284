import type { Postmaster } from './postmaster';

// The embedded Postgres restarted when it dies. Committed work is in its write-ahead log, so a restart
// recovers every acknowledged save; the web and worker pools open new connections by themselves.

interface WatchOptions {
  log(line: string): void;
  /** First retry delay; doubles after each failed start, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function restartWhenItDies(postmaster: Postmaster, { log, baseDelayMs = 250, maxDelayMs = 8000 }: WatchOptions) {
  let stopped = false;
  postmaster.onUnexpectedExit(async (how) => {
    const downSince = Date.now();
    let delay = baseDelayMs;
    log(`Postgres exited unexpectedly (${how}); restarting in ${delay / 1000} s.`);
    for (let attempt = 1; !stopped; attempt++) {
      await sleep(delay);
      if (stopped) return;
      try {
        await postmaster.start();
        log(`Postgres is back after ${((Date.now() - downSince) / 1000).toFixed(1)} s (attempt ${attempt}).`);
        return;
      } catch (error) {
        // Typically its old backends still hold the shared memory for a moment after a crash.
        delay = Math.min(maxDelayMs, delay * 2);
        const reason = (error as Error).message.split('\n').filter(Boolean).at(-1) ?? '';
        log(`Postgres did not start (${reason.trim()}); trying again in ${delay / 1000} s.`);
      }
    }
  });
  return {
    /** The launcher is stopping: no more restarts. */
    stop() {
      stopped = true;
    },
  };
}
