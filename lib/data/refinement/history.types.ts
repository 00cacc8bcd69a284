import type { MutedKind } from '../../workflow/loop/muted-kinds';
import type { SuggestionStatus } from '../../workflow/suggestions';
import type { AcceptedFinding } from '../../workflow/loop/revision-tasks';
import type { RoundJudgement } from '../../workflow/loop/judgement';
import type { ReviewerRole } from '../../workflow/templates/types';
import { RunView } from '../runs/run-view';
import type { GlobalReviewView } from './section-reviews';

// What the refinement UI and the history view render: plain, serialisable objects.

export interface SuggestionView extends AcceptedFinding {
  roundId: string;
  /** "2.1 Title" of the section it is about; null for a stage artifact. */
  sectionLabel: string | null;
  role: string;
  status: SuggestionStatus;
}

export interface RoundView {
  id: string;
  number: number;
  status: string;
  decision: string | null;
  acceptedIds: string[];
  counts: { high: number; medium: number; low: number };
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  stopReason: string | null;
  engine: 'model' | 'offline' | null;
  roles: string[];
  createdAt: string;
  /** Sections the round revised (its output versions). */
  revisedSections: number;
  suggestions: SuggestionView[];
  /** The judge's consensus issues and settled conflicts; null when no judge sat on the panel. */
  judgement: RoundJudgement | null;
  /** One sentence: the round's overall assessment. */
  overall: string | null;
  /** The global reviewer's scores of the whole document in this round (a paper's review stage); null otherwise. */
  globalReview: GlobalReviewView | null;
}

export interface LoopView {
  id: string;
  mode: string;
  sectionId: string | null;
  roles: string[];
  maxRounds: number;
  stopReason: string | null;
  createdAt: string;
  rounds: RoundView[];
}

export interface RoundDiff {
  roundId: string;
  sections: { sectionId: string | null; title: string; before: string; after: string }[];
}

export interface RefinementView {
  /** The stage's reviewer panel: the roles the author can switch on for a loop. */
  reviewers: ReviewerRole[];
  /** The stage's newest loop with its rounds and suggestions (older loops load with the history). */
  loop: LoopView | null;
  /** The stage whose loops these are (a review stage's loops run over the stage it reviews). */
  loopStageKey: string;
  /** How many loops and rounds the stage has run (the history's summary). */
  loopCount: number;
  roundCount: number;
  /** The stage's latest loop or variants run, when it failed or was cancelled (offers retry). */
  lastRun: RunView | null;
  /** The latest finished variants, while their section still has the text they were made from. */
  variants: { runId: string; sectionId: string } | null;
  /** Regenerations proposed beside written sections (the stale sections' regeneration), one per section. */
  proposals: { runId: string; sectionId: string }[];
  /** Kinds of finding the writer's rejections muted in the project, with their rejections. */
  muted: MutedKind[];
}
