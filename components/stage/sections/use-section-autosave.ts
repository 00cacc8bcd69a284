'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import { saveSection } from '@/lib/actions/stages';
import type { ActionResult } from '@/lib/errors';
import { clearDraft, draftKey, readDraft, writeDraft } from '../autosave/drafts';
import { useAutosave, type SaveOutcome } from '../autosave/use-autosave';

/** The latest unsaved text of one section: the document as the editor holds it, and the version it is based on. */
interface Pending {
  sectionId: string;
  doc: { toString(): string };
  baseVersion: number;
}

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

interface Options {
  projectId: string;
  section: { id: string; text: string; version: number };
  editor: RefObject<ProseEditorHandle | null>;
  /** The editor has loaded (a kept draft is put back into it only then). */
  editorReady: boolean;
  onSaved: (sectionId: string, words: number) => void;
  /** A save the server refused (a conflict, a bad input): the editor shows it; nothing is retried. */
  onRefused: (failure: Failure, pending: { sectionId: string; text: string; baseVersion: number }) => void;
  /** Text kept in this browser from an earlier visit was put back (or, on an older version, offered as a conflict). */
  onDraftFound: (draft: { text: string; baseVersion: number; restored: boolean }) => void;
}

const newSession = () => crypto.randomUUID();

/**
 * Autosave for the section editor. Each section's autosaves carry an editing session (they fold into
 * one version on the server); an explicit save ends the session. The text is read from the editor's
 * document only when saved, never per keystroke.
 */
export function useSectionAutosave({
  projectId,
  section,
  editor,
  editorReady,
  onSaved,
  onRefused,
  onDraftFound,
}: Options) {
  const pending = useRef<Pending | null>(null);
  const sessions = useRef(new Map<string, string>());

  async function save(mode: 'auto' | 'manual'): Promise<SaveOutcome> {
    const p = pending.current;
    if (!p) return 'saved';
    const text = p.doc.toString();
    let session = sessions.current.get(p.sectionId);
    if (!session) sessions.current.set(p.sectionId, (session = newSession()));
    const editSession = mode === 'auto' ? session : undefined;
    // Autosave is its own queue (one save at a time, retried, kept as a draft meanwhile), not a click.
    // eslint-disable-next-line storyfold/actions-only-through-run
    const result = await saveSection({ projectId, sectionId: p.sectionId, version: p.baseVersion, text, editSession });
    if (!result.ok) {
      if (result.code === 'unexpected') return 'failed';
      onRefused(result, { sectionId: p.sectionId, text, baseVersion: p.baseVersion });
      return 'refused';
    }
    if (mode === 'manual') sessions.current.delete(p.sectionId);
    if (pending.current?.sectionId === p.sectionId) pending.current.baseVersion = result.data.version;
    if (pending.current?.doc === p.doc) {
      pending.current = null;
      clearDraft(draftKey(projectId, p.sectionId));
    }
    editor.current?.markSaved(p.sectionId, result.data.version, text);
    onSaved(p.sectionId, result.data.words);
    return 'saved';
  }

  const autosave = useAutosave({
    save,
    keepDraft: () => {
      const p = pending.current;
      if (p) writeDraft(draftKey(projectId, p.sectionId), p.doc.toString(), p.baseVersion);
    },
  });

  // Another section opened: what was typed in the last one is saved now, not after the pause.
  const { status, saveNow } = autosave;
  useEffect(() => {
    if (pending.current && pending.current.sectionId !== section.id && status === 'pending') saveNow();
  }, [section.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // Text this browser kept for the opened section and the server does not have.
  useEffect(() => {
    if (!editorReady) return;
    const key = draftKey(projectId, section.id);
    const draft = readDraft<string>(key);
    if (!draft || editor.current?.isDirty()) return;
    if (draft.value === section.text) return clearDraft(key);
    const restored = draft.baseVersion === section.version;
    if (restored) editor.current?.restore(draft.value);
    onDraftFound({ text: draft.value, baseVersion: draft.baseVersion, restored });
  }, [projectId, section.id, editorReady]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    ...autosave,
    /** The editor's onChange. */
    onChange(sectionId: string, doc: { toString(): string }, baseVersion: number) {
      pending.current = { sectionId, doc, baseVersion };
      autosave.changed();
    },
    /** The writer chose a text in the conflict view (or took the server's): forget what was pending. */
    settle(sectionId: string) {
      if (pending.current?.sectionId === sectionId) pending.current = null;
      clearDraft(draftKey(projectId, sectionId));
      autosave.reset();
    },
  };
}
