'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { LoopView } from '@/lib/data/refinement/history.types';
import type { RunView } from '@/lib/data/runs/run-view';

const FIRST_MS = 1500;
const TRIES = 8;

/**
 * An open loop always has either a round waiting for the author or a run working on it. The page's
 * reads are not one snapshot, so a render can fall between a run's end and its round (no run, no new
 * round yet, nothing polling): then the page is refreshed a few times, backing off, until it settles.
 */
export function useSettleRefresh(loop: LoopView | null, activeRun: RunView | null, lastRun: RunView | null) {
  const router = useRouter();
  const latest = loop?.rounds.at(-1);
  const waitingForRun = Boolean(
    loop &&
    !loop.stopReason &&
    !activeRun &&
    !lastRun &&
    (!latest || loop.mode === 'auto' || (latest.decision !== null && latest.decision !== 'done')),
  );
  useEffect(() => {
    if (!waitingForRun) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      router.refresh();
      if (++tries < TRIES) timer = setTimeout(tick, FIRST_MS * (tries + 1));
    };
    timer = setTimeout(tick, FIRST_MS);
    return () => clearTimeout(timer);
  }, [waitingForRun, router]);
}
