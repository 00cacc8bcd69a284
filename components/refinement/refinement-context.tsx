'use client';

import { createContext, useContext, type RefObject } from 'react';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import type { LoopView, RoundView } from '@/lib/data/refinement/history.types';
import type { RefinementView } from '@/lib/data/refinement/history.types';
import type { RunView } from '@/lib/data/runs/run-view';
import { PRIORITIES, type Priority } from '@/lib/workflow/suggestions';

// What the refinement panel, the suggestion cards and the editors share on a stage page, one concern to
// a context: each part reads (and renders again for) only what it uses. RefinementProvider holds them.

export type Mark = 'accept' | 'reject';
export interface Filters {
  role: string;
  priorities: ReadonlySet<Priority>;
}
export interface FocusRequest {
  id: string;
  /** Move keyboard focus to the card (false: only scroll it into view and mark it). */
  moveFocus: boolean;
  seq: number;
}
export const ALL_PRIORITIES: readonly Priority[] = PRIORITIES;

/** The stage's newest loop and its current round as the page rendered them. */
export interface StageRound {
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
  proposals: RefinementView['proposals'];
}

/** The author's picks on the round's open suggestions, for "Apply". */
export interface RoundMarks {
  marks: ReadonlyMap<string, Mark>;
  toggleMark: (id: string, mark: Mark) => void;
}

/** The suggestion in focus, in the cards and in the text. */
export interface SuggestionFocus {
  focusedId: string | null;
  focusRequest: FocusRequest | null;
  focusSuggestion: (id: string, moveFocus: boolean) => void;
}

/** The editor that shows the unit under review, and the suggestions whose words it could not find. */
export interface ReviewEditor {
  editorRef: RefObject<ProseEditorHandle | null>;
  missingIds: ReadonlySet<string>;
  setMissing: (docId: string, ids: string[]) => void;
}

/** The section open in the editor: its suggestions are the ones shown, and a loop may be scoped to it. */
export interface SelectedSection {
  sectionId: string | null;
  setSectionId: (id: string | null) => void;
}

/** Which reviewers' and priorities' suggestions are shown; the highlights follow. */
export interface FilterChoice {
  filters: Filters;
  setFilters: (filters: Filters) => void;
}

export const StageRoundContext = createContext<StageRound | null>(null);
export const RoundMarksContext = createContext<RoundMarks | null>(null);
export const SuggestionFocusContext = createContext<SuggestionFocus | null>(null);
export const ReviewEditorContext = createContext<ReviewEditor | null>(null);
export const SelectedSectionContext = createContext<SelectedSection | null>(null);
export const FilterChoiceContext = createContext<FilterChoice | null>(null);

function provided<T>(value: T | null, hook: string): T {
  if (!value) throw new Error(`${hook} needs a RefinementProvider`);
  return value;
}

export const useStageRound = () => provided(useContext(StageRoundContext), 'useStageRound');
export const useRoundMarks = () => provided(useContext(RoundMarksContext), 'useRoundMarks');
export const useSuggestionFocus = () => provided(useContext(SuggestionFocusContext), 'useSuggestionFocus');
export const useReviewEditor = () => provided(useContext(ReviewEditorContext), 'useReviewEditor');
export const useSelectedSection = () => provided(useContext(SelectedSectionContext), 'useSelectedSection');
export const useFilterChoice = () => provided(useContext(FilterChoiceContext), 'useFilterChoice');
