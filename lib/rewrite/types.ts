import type { z } from 'zod';
import type { EngineKind, SuggestionDraft, Usage } from '../engine/types';
import type { PriorityCounts } from '../workflow/loop';
import type { Clarification } from '../workflow/templates/rewrite';

// Seed 004's data model (RewriteRequest, DocumentStructure, DocumentSection, RewriteResult) and its
// progress callbacks, for the in-process rewrite pipeline the CLI runs.

export type ClarificationItem = z.infer<typeof Clarification>;

export interface RewriteRequest {
  originalDocument: string;
  clarifications: ClarificationItem[];
  /** What the rewrite should achieve; optional. */
  goal?: string;
  /** The document's language; detected from the original when absent. */
  language?: 'en' | 'zh';
}

export interface RewriteSection {
  /** The outline entry's key: unique within the document, stable through review rounds. */
  key: string;
  /** 1-based position. */
  order: number;
  level: number;
  title: string;
  goal: string;
  targetWords: number;
  content: string;
}

export interface RewriteDocument {
  title: string;
  sections: RewriteSection[];
}

export type RewriteStage = 'outline' | 'sections' | 'review';

interface SectionEvent {
  stage: RewriteStage;
  /** "write" while filling, "revise" for a targeted patch in a review round. */
  action: 'write' | 'revise';
  /** 1-based, of `total`. */
  index: number;
  total: number;
  key: string;
  title: string;
  round?: number;
}

interface RoundEvent {
  round: number;
  counts: PriorityCounts;
  /** Suggestions taken up (high and medium priority). */
  accepted: number;
  /** Keys of the sections this round revises. */
  sections: string[];
}

/** Seed 004's on_stage_start / on_stage_end / on_stage_progress, split by what progressed. */
export interface RewriteProgress {
  onStageStart?(stage: RewriteStage): void;
  onStageEnd?(stage: RewriteStage, summary: string): void;
  onSection?(event: SectionEvent): void;
  onRound?(event: RoundEvent): void;
}

/** The loop's stop reasons (lib/workflow/loop), with "clean" for nothing high or medium left. */
export type ReviewStopReason = 'clean' | 'max_rounds' | 'repeated' | 'unchanged' | 'regressed' | 'not_decreasing';

export interface ReviewRound {
  number: number;
  counts: PriorityCounts;
  accepted: number;
  /** Sections revised, and those whose text the revision actually changed. */
  revised: string[];
  changed: string[];
  /** The revision made things worse (more high-priority findings) and was undone. */
  rolledBack: boolean;
}

export interface ReviewOutcome {
  rounds: ReviewRound[];
  stopReason: ReviewStopReason;
  /** What the last assessment still found (high, medium and low). */
  remaining: SuggestionDraft[];
}

export interface RewriteResult {
  document: RewriteDocument;
  /** The document serialised as Markdown (seed 004's rewritten_content). */
  markdown: string;
  review: ReviewOutcome;
  language: 'en' | 'zh';
  engine: { kind: EngineKind; models: string[] };
  usage: Usage;
}
