'use client';

import { useEffect, useState } from 'react';

/** What GET /api/projects/[projectId]/variants/[runId] returns. */
export interface VariantSetView {
  runId: string;
  sectionId: string;
  baseVersionId: string | null;
  texts: string[];
  engine: 'model' | 'offline';
  model: string;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; set: VariantSetView };

/** The alternatives a finished variants run produced. */
export function useVariantSet(projectId: string, runId: string): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetch(`/api/projects/${projectId}/variants/${runId}`, { headers: { accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`variants ${runId}: HTTP ${res.status}`);
        return res.json() as Promise<VariantSetView>;
      })
      .then(
        (set) => live && setState({ status: 'ready', set }),
        () => live && setState({ status: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [projectId, runId]);
  return state;
}
