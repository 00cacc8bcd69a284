import type { SuggestionStatus } from '../../workflow/suggestions';
import type { AcceptedFinding } from '../../workflow/loop/revision-tasks';
import type { RoundJudgement } from '../../workflow/loop/judgement';

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
