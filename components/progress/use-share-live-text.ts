'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { RunPoll } from '@/lib/data/runs/live-text.types';
import { usePublishLiveText } from './live-text-context';

/**
 * Hands the prose a run is writing to the section editors. When a section starts or finishes while the
 * run goes on, the page is refreshed: a section the run just planned appears, and a finished one shows its
 * saved text. When the run leaves, so does its text.
 */
export function useShareLiveText(run: RunPoll) {
  const publish = usePublishLiveText();
  const router = useRouter();
  const streaming = useRef(new Set<string>());
  const { id: runId, live } = run;
  useEffect(() => {
    publish?.(live.map((l) => ({ ...l, runId })));
    const now = new Set(live.filter((l) => l.state === 'streaming').map((l) => l.sectionId));
    const changed = now.size !== streaming.current.size || [...now].some((id) => !streaming.current.has(id));
    streaming.current = now;
    if (changed) router.refresh();
  }, [publish, live, runId, router]);
  useEffect(() => () => publish?.([]), [publish]);
}
