'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type RefObject } from 'react';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import type { LoopView, RoundView } from '@/lib/data/refinement/history.types';
import type { RefinementView, RunView } from '@/lib/data/stages/stage-view.types';
import { PRIORITIES, type Priority } from '@/lib/workflow/suggestions';

// What the refinement panel, the suggestion cards and the editor's highlights share on a stage page:
// the current round, the author's picks for "Accept selected", the focused suggestion and the filters.

export type Mark = 'accept' | 'reject';
export interface Filters {
  role: string;
  priorities: ReadonlySet<Priority>;
}
interface FocusRequest {
  id: string;
  /** Move keyboard focus to the card (false: only scroll it into view and mark it). */
  moveFocus: boolean;
  seq: number;
}

export interface Refinement {
  projectId: string;
  stageKey: string;
  unitKind: 'sections' | 'artifact';
  loop: LoopView | null;
  round: RoundView | null;
  /** The current round waits for the author's decision. */
  decidable: boolean;
  /** A run of this stage (or project) is queued or running: nothing else can start. */
  activeRun: RunView | null;
  busy: boolean;
  variants: RefinementView['variants'];
  sectionId: string | null;
  setSectionId: (id: string | null) => void;
  marks: ReadonlyMap<string, Mark>;
  toggleMark: (id: string, mark: Mark) => void;
  focusedId: string | null;
  focusRequest: FocusRequest | null;
  focusSuggestion: (id: string, moveFocus: boolean) => void;
  filters: Filters;
  setFilters: (filters: Filters) => void;
  /** Suggestions whose words the editor could not find in its text. */
  missingIds: ReadonlySet<string>;
  setMissing: (docId: string, ids: string[]) => void;
  editorRef: RefObject<ProseEditorHandle | null>;
}

const RefinementContext = createContext<Refinement | null>(null);
export const ALL_PRIORITIES: readonly Priority[] = PRIORITIES;

interface Props {
  projectId: string;
  stageKey: string;
  unitKind: 'sections' | 'artifact';
  /** The stage's newest loop. */
  loop: LoopView | null;
  activeRun: RunView | null;
  variants: RefinementView['variants'];
  children: React.ReactNode;
}

export function RefinementProvider({ projectId, stageKey, unitKind, loop, activeRun, variants, children }: Props) {
  const busy = Boolean(activeRun);
  const round = loop?.rounds.at(-1) ?? null;
  const decidable = Boolean(
    loop && !loop.stopReason && round && round.status === 'assessed' && round.decision === null && !busy,
  );
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(new Map());
  const [marksRound, setMarksRound] = useState(round?.id);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [filters, setFilters] = useState<Filters>({ role: 'all', priorities: new Set(ALL_PRIORITIES) });
  const [missing, setMissingState] = useState<{ docId: string; ids: string[] }>({ docId: '', ids: [] });
  const editorRef = useRef<ProseEditorHandle>(null);
  if (marksRound !== round?.id) {
    setMarksRound(round?.id); // a new round: the picks were for the last one
    setMarks(new Map());
  }

  const toggleMark = useCallback((id: string, mark: Mark) => {
    setMarks((prev) => {
      const next = new Map(prev);
      if (next.get(id) === mark) next.delete(id);
      else next.set(id, mark);
      return next;
    });
  }, []);
  const focusSuggestion = useCallback((id: string, moveFocus: boolean) => {
    setFocusedId(id);
    setFocusRequest((prev) => ({ id, moveFocus, seq: (prev?.seq ?? 0) + 1 }));
  }, []);
  const setMissing = useCallback((docId: string, ids: string[]) => {
    setMissingState((prev) => (prev.docId === docId && prev.ids.join() === ids.join() ? prev : { docId, ids }));
  }, []);
  const missingIds = useMemo(() => new Set(missing.ids), [missing]);

  const value = useMemo<Refinement>(
    () => ({
      projectId,
      stageKey,
      unitKind,
      loop,
      round,
      decidable,
      activeRun,
      busy,
      variants,
      sectionId,
      setSectionId,
      marks,
      toggleMark,
      focusedId,
      focusRequest,
      focusSuggestion,
      filters,
      setFilters,
      missingIds,
      setMissing,
      editorRef,
    }),
    [
      projectId,
      stageKey,
      unitKind,
      loop,
      round,
      decidable,
      activeRun,
      busy,
      variants,
      sectionId,
      marks,
      toggleMark,
      focusedId,
      focusRequest,
      focusSuggestion,
      filters,
      missingIds,
      setMissing,
    ],
  );
  return <RefinementContext.Provider value={value}>{children}</RefinementContext.Provider>;
}

export function useRefinement(): Refinement {
  const value = useContext(RefinementContext);
  if (!value) throw new Error('useRefinement needs a RefinementProvider');
  return value;
}

/** For components that also render outside a stage page (the section editor). */
export const useOptionalRefinement = () => useContext(RefinementContext);
