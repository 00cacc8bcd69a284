'use client';

import { useEffect, useRef, useState } from 'react';
import { saveArtifact } from '@/lib/actions/stages';
import type { ActionResult } from '@/lib/errors';
import { clearDraft, draftKey, readDraft, writeDraft } from '../autosave/drafts';
import { useAutosave, type SaveOutcome } from '../autosave/use-autosave';
import type { ArtifactState } from './saved-artifact';

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

interface Options {
  projectId: string;
  stageKey: string;
  draft: unknown;
  base: number;
  /** What the server has now (its artifact and version), to tell a kept browser draft from a stale one. */
  server: { artifact: unknown; version: number };
  /** A save went through: `saved` is what it stored; `current` when the form still holds exactly that. */
  onSaved: (from: number, saved: ArtifactState, current: boolean) => void;
  onRefused: (failure: Failure, mine: unknown, base: number) => void;
  onDraftFound: (draft: unknown, restored: boolean) => void;
}

/**
 * Autosave for an artifact form: the whole artifact is saved a moment after the last change (the server
 * validates it; a field it refuses stays marked and the draft stays in this browser until it is fixed).
 */
export function useArtifactAutosave({
  projectId,
  stageKey,
  draft,
  base,
  server,
  onSaved,
  onRefused,
  onDraftFound,
}: Options) {
  const key = draftKey(projectId, `stage:${stageKey}`);
  const latest = useRef({ draft, base });
  useEffect(() => {
    latest.current = { draft, base };
  });
  const [session, setSession] = useState(() => crypto.randomUUID());
  // The version our own last save produced: should the page render again with it, that is not someone else's edit.
  const ownVersion = useRef<number | null>(null);

  async function save(mode: 'auto' | 'manual'): Promise<SaveOutcome> {
    const { draft: data, base: on } = latest.current;
    const editSession = mode === 'auto' ? session : undefined;
    // Autosave is its own queue (one save at a time, retried, kept as a draft meanwhile), not a click.
    // eslint-disable-next-line storyfold/actions-only-through-run
    const result = await saveArtifact({ projectId, stageKey, version: on, data, editSession });
    if (!result.ok) {
      if (result.code === 'unexpected') return 'failed';
      onRefused(result, data, on);
      return 'refused';
    }
    if (mode === 'manual') setSession(crypto.randomUUID());
    ownVersion.current = result.data.version;
    const current = latest.current.draft === data;
    if (current) clearDraft(key);
    onSaved(on, { data, ...result.data }, current);
    return 'saved';
  }

  const autosave = useAutosave({ save, keepDraft: () => writeDraft(key, latest.current.draft, latest.current.base) });

  useEffect(() => {
    const kept = readDraft<unknown>(key);
    if (!kept) return;
    if (JSON.stringify(kept.value) === JSON.stringify(server.artifact)) return clearDraft(key);
    const onCurrent = kept.baseVersion === server.version;
    onDraftFound(kept.value, onCurrent);
    if (onCurrent) autosave.changed(); // saved again once the form shows it
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    ...autosave,
    isOwnVersion: (version: number) => ownVersion.current === version,
    settle() {
      clearDraft(key);
      autosave.reset();
    },
  };
}
