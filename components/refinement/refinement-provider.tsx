'use client';

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import type { LoopView } from '@/lib/data/refinement/history.types';
import type { RefinementView } from '@/lib/data/refinement/history.types';
import type { RunView } from '@/lib/data/runs/run-view';
import {
  ALL_PRIORITIES,
  FilterChoiceContext,
  ReviewEditorContext,
  RoundMarksContext,
  SelectedSectionContext,
  StageRoundContext,
  SuggestionFocusContext,
  type Filters,
  type FocusRequest,
  type Mark,
} from './refinement-context';

interface Props {
  projectId: string;
  stageKey: string;
  unitKind: 'sections' | 'artifact';
  /** The stage's newest loop. */
  loop: LoopView | null;
  activeRun: RunView | null;
  variants: RefinementView['variants'];
  proposals: RefinementView['proposals'];
  children: ReactNode;
}

/** The refinement state a stage page shares (refinement-context.tsx), each part in its own context. */
export function RefinementProvider({
  projectId,
  stageKey,
  unitKind,
  loop,
  activeRun,
  variants,
  proposals,
  children,
}: Props) {
  const busy = Boolean(activeRun);
  const round = loop?.rounds.at(-1) ?? null;
  const decidable = Boolean(
    loop && !loop.stopReason && round && round.status === 'assessed' && round.decision === null && !busy,
  );
  const stageRound = useMemo(
    () => ({ projectId, stageKey, unitKind, loop, round, decidable, activeRun, busy, variants, proposals }),
    [projectId, stageKey, unitKind, loop, round, decidable, activeRun, busy, variants, proposals],
  );
  const [sectionId, setSectionId] = useState<string | null>(null);
  const selectedSection = useMemo(() => ({ sectionId, setSectionId }), [sectionId]);
  const [filters, setFilters] = useState<Filters>({ role: 'all', priorities: new Set(ALL_PRIORITIES) });
  const filterChoice = useMemo(() => ({ filters, setFilters }), [filters]);
  return (
    <StageRoundContext.Provider value={stageRound}>
      <SelectedSectionContext.Provider value={selectedSection}>
        <FilterChoiceContext.Provider value={filterChoice}>
          <MarksProvider roundId={round?.id}>
            <FocusProvider>{children}</FocusProvider>
          </MarksProvider>
        </FilterChoiceContext.Provider>
      </SelectedSectionContext.Provider>
    </StageRoundContext.Provider>
  );
}

/** The picks start empty with each new round: they were for the last one. */
function MarksProvider({ roundId, children }: { roundId: string | undefined; children: ReactNode }) {
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(new Map());
  const [marksRound, setMarksRound] = useState(roundId);
  if (marksRound !== roundId) {
    setMarksRound(roundId);
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
  const value = useMemo(() => ({ marks, toggleMark }), [marks, toggleMark]);
  return <RoundMarksContext.Provider value={value}>{children}</RoundMarksContext.Provider>;
}

/** The focused suggestion, and the review editor with the suggestions it could not place in its text. */
function FocusProvider({ children }: { children: ReactNode }) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const focusSuggestion = useCallback((id: string, moveFocus: boolean) => {
    setFocusedId(id);
    setFocusRequest((prev) => ({ id, moveFocus, seq: (prev?.seq ?? 0) + 1 }));
  }, []);
  const focus = useMemo(
    () => ({ focusedId, focusRequest, focusSuggestion }),
    [focusedId, focusRequest, focusSuggestion],
  );

  const editorRef = useRef<ProseEditorHandle>(null);
  const [missing, setMissingState] = useState<{ docId: string; ids: string[] }>({ docId: '', ids: [] });
  const setMissing = useCallback((docId: string, ids: string[]) => {
    setMissingState((prev) => (prev.docId === docId && prev.ids.join() === ids.join() ? prev : { docId, ids }));
  }, []);
  const editor = useMemo(() => ({ editorRef, missingIds: new Set(missing.ids), setMissing }), [missing, setMissing]);

  return (
    <SuggestionFocusContext.Provider value={focus}>
      <ReviewEditorContext.Provider value={editor}>{children}</ReviewEditorContext.Provider>
    </SuggestionFocusContext.Provider>
  );
}
