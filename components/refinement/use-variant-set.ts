'use client';

import { useLoaded } from '@/components/ui/use-loaded';

import type { VariantSet } from '@/lib/data/refinement/variants';

/** What GET /api/projects/[projectId]/variants/[runId] returns. */
export type VariantSetView = VariantSet;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; set: VariantSetView };

/** The alternatives a finished variants run produced. */
export function useVariantSet(projectId: string, runId: string): State {
  const loaded = useLoaded(`${projectId}/${runId}`, async () => {
    const res = await fetch(`/api/projects/${projectId}/variants/${runId}`, {
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`variants ${runId}: HTTP ${res.status}`);
    return (await res.json()) as VariantSetView;
  });
  return loaded.status === 'ready' ? { status: 'ready', set: loaded.value } : loaded;
}
