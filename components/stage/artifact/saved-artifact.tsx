'use client';

import { createContext, useContext, useMemo, useState } from 'react';

/** A stage's artifact at one version, with how many versions the stage's artifact has. */
export interface ArtifactState {
  data: unknown;
  version: number;
  versionCount: number;
}

type Channel = { saved: ArtifactState | null; setSaved: (state: ArtifactState) => void };
const SavedArtifactContext = createContext<Channel | null>(null);

/**
 * An artifact save answers with what it changed instead of rendering the page again: the form records it
 * here, and the review and the history beside the form show it.
 */
export function SavedArtifactProvider({ children }: { children: React.ReactNode }) {
  const [saved, setSaved] = useState<ArtifactState | null>(null);
  const channel = useMemo(() => ({ saved, setSaved }), [saved]);
  return <SavedArtifactContext.Provider value={channel}>{children}</SavedArtifactContext.Provider>;
}

/** The newer of the artifact the page was rendered with and the one this page saved since. */
export function useLatestArtifact(rendered: ArtifactState): ArtifactState {
  const saved = useContext(SavedArtifactContext)?.saved;
  return saved && saved.version > rendered.version ? saved : rendered;
}

/** Records a save made on this page. */
export function useRecordArtifactSave(): (state: ArtifactState) => void {
  return useContext(SavedArtifactContext)?.setSaved ?? noop;
}

const noop = () => {};
