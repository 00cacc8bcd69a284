import type { ProgressItem } from '../runs/progress';
import type { ReviewerRole, StageKind } from '../../workflow/templates/types';
import type { LoopView } from '../refinement/history.types';
import type { DimensionScores, ReviewVerdict, SectionDecision } from '../../workflow/section-scores';
import type { ProjectIdentity } from '../projects/identity';

// What the stage page renders. Plain, serialisable objects: no Prisma rows reach components.

export type VersionSource = 'model' | 'author' | 'revision' | 'variant' | 'rollback';

export interface VersionSummary {
  id: string;
  number: number;
  source: VersionSource;
  engine: 'model' | 'offline' | null;
  model: string | null;
  /** Model text that did not finish: the writer stopped it, or the stream broke off. */
  partial: boolean;
  authorName: string | null;
  createdAt: string;
}

/** A section as the stage's outline lists it: no text (it is read when the section is opened). */
export interface SectionOutline {
  id: string;
  displayNumber: string;
  title: string;
  goal: string;
  targetLength: number;
  status: 'pending' | 'writing' | 'written' | 'passed' | 'revising' | 'stale' | 'failed';
  staleReason: string | null;
  /** Optimistic-concurrency token: send it back with every edit of this section. */
  version: number;
  /** The current text's length, stored with its version, in `lengthUnit`. */
  words: number;
  lengthUnit: 'words' | 'chars';
  /** What wrote the current text (null before any). */
  engine: VersionSummary['engine'];
  model: string | null;
  versionCount: number;
}

/** The open section: its outline row, its text and its scored reviews. */
export interface SectionView extends SectionOutline {
  text: string;
  /** The section reviewer's scored reviews, oldest first: the trend across rewrites. */
  reviews: SectionReviewView[];
}

/** One page of a unit's versions, newest first (the history loads them when opened). */
export interface VersionPage {
  versions: VersionSummary[];
  total: number;
  currentId: string | null;
  /** The model's original of the current text: the latest generated version not newer than it. */
  originalId: string | null;
}

/** One stored section review (seed 001): six scores, the reviewer's verdict, what the rule decided. */
export interface SectionReviewView {
  id: string;
  versionId: string;
  versionNumber: number;
  scores: DimensionScores;
  overall: number;
  verdict: ReviewVerdict;
  decision: SectionDecision;
  seriousIssues: number;
  comment: string;
  createdAt: string;
}

export interface RunView {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  progressDone: number;
  progressTotal: number;
  progressLabel: string | null;
  items: ProgressItem[];
  errorCode: string | null;
  errorMessage: string | null;
  cancelRequested: boolean;
}

export interface StageView {
  project: ProjectIdentity & {
    /** The engine this project's runs use now. */
    engine: 'model' | 'offline';
    language: 'en' | 'zh';
    /** Stage key where the project failed, and why (null unless failed). */
    failedStage: string | null;
    failedReason: string | null;
  };
  /** All stages, for navigation between stage pages. */
  stages: { key: string; kind: StageKind; status: string }[];
  stage: {
    id: string;
    key: string;
    kind: StageKind;
    status: 'pending' | 'generating' | 'review' | 'approved' | 'failed';
    notes: string;
    stale: boolean;
    /** Optimistic-concurrency token for artifact and notes edits. */
    version: number;
    /** Current structured artifact (artifact stages), validated by the stage schema when saved. */
    artifact: unknown | null;
    currentVersion: VersionSummary | null;
    versionCount: number;
  };
  /** Every section as an outline row; only `openSection` carries its text. */
  sections: SectionOutline[];
  /** The section the page opens with (the one asked for, else the first), with its text. */
  openSection: SectionView | null;
  /** A queued or running run of this stage (or of the whole project in one-shot mode). */
  activeRun: RunView | null;
  /** The latest finished run, when it failed or was cancelled (offers retry). */
  lastFailedRun: RunView | null;
  /** What the author may do now, per the lifecycle state machine. */
  can: {
    generate: boolean;
    regenerate: boolean;
    approve: boolean;
    edit: boolean;
    retry: boolean;
    editSections: boolean;
  };
  /** Refinement loops of this stage (the panel, the suggestions in the editor, the round history). */
  refinement: RefinementView;
  /** The project's story bible entries (the folded panel shows the count). */
  bibleCount: number;
  /** Readers' comments on this stage's sections waiting for its next manual round. */
  waitingComments: number;
  /** The assembled document (assembly stages, or a completed project), as Markdown. */
  assembledMarkdown: string | null;
  /** A paper's references, on its format stage; null elsewhere. */
  references: ReferenceListItem[] | null;
}

export interface ReferenceListItem {
  id: string;
  citationKey: string;
  title: string;
  verified: boolean;
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
}
