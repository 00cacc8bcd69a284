'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { RunView } from '@/lib/data/stage-view.types';

const TERMINAL = new Set<RunView['status']>(['succeeded', 'failed', 'cancelled']);
const INTERVAL_MS = 1000;
const MAX_BACKOFF_MS = 10_000;

export const isFinished = (run: RunView) => TERMINAL.has(run.status);

/**
 * Polls the run's route about once a second, starting from the server-rendered run (so a reload
 * picks up where it was). When the run ends, the page is refreshed to show its result. Network
 * trouble backs off instead of hammering the server; a hidden tab polls slowly.
 */
export function useRunPoll(projectId: string, initial: RunView) {
  const router = useRouter();
  const [run, setRun] = useState(initial);
  const [offline, setOffline] = useState(false);

  const runId = initial.id;
  const startedFinished = isFinished(initial);
  useEffect(() => {
    if (startedFinished) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    let delay = INTERVAL_MS;
    const url = `/api/projects/${projectId}/runs/${runId}`;

    async function tick() {
      try {
        const res = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
        if (res.ok) {
          const next = (await res.json()) as RunView;
          if (stopped) return;
          setRun(next);
          setOffline(false);
          delay = INTERVAL_MS;
          if (isFinished(next)) return finish();
        } else if (res.status === 404) {
          return finish(); // the run is gone (project deleted, or not ours): let the page decide
        } else {
          delay = Math.min(delay * 2, MAX_BACKOFF_MS);
        }
      } catch {
        if (stopped) return;
        setOffline(true);
        delay = Math.min(delay * 2, MAX_BACKOFF_MS);
      }
      schedule();
    }
    function schedule() {
      if (stopped) return;
      timer = setTimeout(tick, document.hidden ? Math.max(delay, 5000) : delay);
    }
    function finish() {
      stopped = true;
      router.refresh();
    }
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [projectId, runId, startedFinished, router]);

  return { run, offline, markCancelling: () => setRun((r) => ({ ...r, cancelRequested: true })) };
}
