'use client';

import dynamic from 'next/dynamic';

// Only artifact stages show the artifact's form and review: their script loads on those stages, not
// with every stage page (the server still renders them there).
export const ArtifactPanel = dynamic(() => import('./artifact-panel').then((m) => m.ArtifactPanel));
export const ArtifactReview = dynamic(() =>
  import('@/components/refinement/artifact-review').then((m) => m.ArtifactReview),
);
