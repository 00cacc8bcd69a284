'use client';

import dynamic from 'next/dynamic';

// The editor's script is asked for as soon as the page's own script runs, so that it arrives while the
// page hydrates rather than only after (a failure shows when the editor itself loads it below).
if (typeof window !== 'undefined') import('./prose-editor').catch(() => undefined);

/**
 * The prose editor, loaded right after the page appears rather than before it: CodeMirror is the
 * largest part of the stage page's script. Until it arrives an empty box of the same size holds its place.
 */
export const ProseEditor = dynamic(() => import('./prose-editor').then((m) => m.ProseEditor), {
  ssr: false,
  loading: () => (
    <div
      className="h-[65vh] min-h-64 animate-pulse rounded-lg border border-stone-300 bg-stone-50"
      aria-hidden="true"
    />
  ),
});
