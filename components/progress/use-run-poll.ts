'use client';

import { FINISHED_RUN_STATUSES } from '@/lib/workflow/run-statuses';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { RunPoll } from '@/lib/data/runs/live-text.types';
import type { RunView } from '@/lib/data/runs/run-view';

const TERMINAL = new Set<RunView['status']>(FINISHED_RUN_STATUSES);
const INTERVAL_MS = 1000;
/** While prose streams in, the page asks more often, so the text grows smoothly. */
const STREAMING_INTERVAL_MS = 400;
const MAX_BACKOFF_MS = 10_000;

export const isFinished = (run: RunView) => TERMINAL.has(run.status);

/**
 * Polls the run's route about once a second, starting from the server-rendered run (so a reload
 * picks up where it was). When the run ends, the page is refreshed to show its result — and refreshed
 * again, with growing pauses, for as long as this component is still on screen: the page reads its
 * state in one snapshot, so once a refresh lands the finished run is no longer shown as active and this
 * unmounts. A refresh that was dropped or failed can therefore never leave the page stuck. Network
 * trouble backs off instead of hammering the server; a hidden tab polls slowly. The answer also
 * carries the prose the run is writing (`live`), polled faster while it streams.
 */
export function useRunPoll(projectId: string, initial: RunView) {
  const router = useRouter();
  const [run, setRun] = useState<RunPoll>({ ...initial, live: [] });
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
          const next = (await res.json()) as RunPoll;
          if (stopped) return;
          setRun(next);
          setOffline(false);
          delay = next.live.some((l) => l.state === 'streaming') ? STREAMING_INTERVAL_MS : INTERVAL_MS;
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
      let pause = INTERVAL_MS;
      const refreshUntilGone = () => {
        router.refresh();
        pause = Math.min(pause * 2, MAX_BACKOFF_MS);
        timer = setTimeout(refreshUntilGone, pause);
      };
      refreshUntilGone();
    }
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [projectId, runId, startedFinished, router]);

  return { run, offline, markCancelling: () => setRun((r) => ({ ...r, cancelRequested: true })) };
}
