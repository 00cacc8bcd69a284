'use client';

import { useLoaded } from '@/components/ui/use-loaded';

import type { VariantSet } from '@/lib/data/refinement/variants';

/** What GET /api/projects/[projectId]/variants/[runId]?section= returns. */
export type VariantSetView = VariantSet;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; set: VariantSetView };

/** The alternatives a finished variants run produced, or a regeneration's proposal for the section. */
export function useVariantSet(projectId: string, runId: string, sectionId: string): State {
  const loaded = useLoaded(`${projectId}/${runId}/${sectionId}`, async () => {
    const res = await fetch(`/api/projects/${projectId}/variants/${runId}?section=${encodeURIComponent(sectionId)}`, {
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`variants ${runId}: HTTP ${res.status}`);
    return (await res.json()) as VariantSetView;
  });
  return loaded.status === 'ready' ? { status: 'ready', set: loaded.value } : loaded;
}
