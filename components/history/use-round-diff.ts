'use client';

import { useLoaded } from '@/components/ui/use-loaded';
import type { RoundDiff } from '@/lib/data/refinement/history.types';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; diff: RoundDiff };

// A round's output versions never change once it is revised, so its diff is kept for the page's life.
const cache = new Map<string, Promise<RoundDiff>>();

function fetchDiff(projectId: string, roundId: string, key: string): Promise<RoundDiff> {
  let found = cache.get(key);
  if (!found) {
    found = fetch(`/api/projects/${projectId}/rounds/${roundId}/diff`, {
      headers: { accept: 'application/json' },
    }).then((res) => {
      if (!res.ok) throw new Error(`round diff ${roundId}: HTTP ${res.status}`);
      return res.json() as Promise<RoundDiff>;
    });
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

/** What a round changed (each revised section before and after), from the round diff route. */
export function useRoundDiff(projectId: string, roundId: string, status: string): State {
  // The status is part of the key: a round that is revised (or rolled back) later has new outputs.
  const key = `${projectId}/${roundId}/${status}`;
  const loaded = useLoaded(key, () => fetchDiff(projectId, roundId, key));
  return loaded.status === 'ready' ? { status: 'ready', diff: loaded.value } : loaded;
}
