'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { LiveText } from '@/lib/data/runs/live-text.types';

/** Prose the active run is writing, as its poll last saw it, with the run it belongs to. */
export type LiveRunText = LiveText & { runId: string };

interface Channel {
  live: LiveRunText[];
  publish: (live: LiveRunText[]) => void;
}

const LiveTextContext = createContext<Channel | null>(null);

/**
 * Shares what the run's poll (components/progress/use-run-poll.ts) sees being written with the
 * section editor, so the text appears in its section while the run goes on — one channel, one poll.
 */
export function LiveTextProvider({ children }: { children: ReactNode }) {
  const [live, publish] = useState<LiveRunText[]>([]);
  return <LiveTextContext.Provider value={{ live, publish }}>{children}</LiveTextContext.Provider>;
}

/** The live text of a section; without an id, the first section being written. Null when there is none. */
export function useLiveText(sectionId?: string): LiveRunText | null {
  const live = useContext(LiveTextContext)?.live ?? [];
  return (
    (sectionId === undefined
      ? live.find((l) => l.state === 'streaming')
      : live.find((l) => l.sectionId === sectionId)) ?? null
  );
}

export function usePublishLiveText(): Channel['publish'] | null {
  return useContext(LiveTextContext)?.publish ?? null;
}
