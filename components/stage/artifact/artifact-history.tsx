'use client';

import { VersionHistory } from '@/components/history/version-history';
import type { Shape } from './shape';
import { useLatestArtifact } from './saved-artifact';

interface Props {
  projectId: string;
  stageKey: string;
  artifact: unknown;
  version: number;
  versionCount: number;
  shape: Shape | null;
}

/** The artifact's versions, counted and read again after each save this page makes. */
export function ArtifactHistory({ projectId, stageKey, artifact, version, versionCount, shape }: Props) {
  const latest = useLatestArtifact({ data: artifact, version, versionCount });
  return (
    <VersionHistory
      projectId={projectId}
      unit={{ stageKey }}
      count={latest.versionCount}
      revision={latest.version}
      kind="artifact"
      shape={shape}
    />
  );
}
