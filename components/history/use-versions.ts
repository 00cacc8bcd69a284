'use client';

import { useLoaded } from '@/components/ui/use-loaded';
import type { VersionContent } from './version-text';

// Versions are immutable, so a fetched one is kept for the page's life.
const cache = new Map<string, Promise<VersionContent>>();

function fetchVersion(projectId: string, versionId: string): Promise<VersionContent> {
  const key = `${projectId}/${versionId}`;
  let found = cache.get(key);
  if (!found) {
    found = fetch(`/api/projects/${projectId}/versions/${versionId}`, { headers: { accept: 'application/json' } }).then(
      (res) => {
        if (!res.ok) throw new Error(`version ${versionId}: HTTP ${res.status}`);
        return res.json() as Promise<VersionContent>;
      },
    );
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; versions: VersionContent[] };

/** The full content of some versions, fetched from the versions route. */
export function useVersions(projectId: string, ids: string[]): State {
  const key = `${projectId}:${ids.join(',')}`;
  const loaded = useLoaded(key, () => Promise.all(ids.map((id) => fetchVersion(projectId, id))));
  return loaded.status === 'ready' ? { status: 'ready', versions: loaded.value } : loaded;
}
