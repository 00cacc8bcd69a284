import type { Priority } from '../suggestions';

/**
 * Why an auto loop stopped, in the order the rules are checked (see stop-rules.ts).
 * Recorded on the loop and its last round, and shown to the author.
 */
export const STOP_REASONS = [
  'regressed',
  'unchanged',
  'stopped_by_author',
  'budget',
  'no_suggestions',
  'no_high_priority',
  'needs_author',
  'repeated',
  'not_decreasing',
  'max_rounds',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** Where a round is in its life, as stored on it (`unchanged`: revised, but no text changed). */
export const ROUND_STATUSES = [
  'assessing',
  'assessed',
  'decided',
  'revising',
  'revised',
  'unchanged',
  'rolled_back',
  'failed',
] as const;

/** The parts of a suggestion the loop's rules read. */
export interface LoopSuggestion {
  role: string;
  type: string;
  priority: Priority;
  summary: string;
  /** The anchored quote, or null for section- and document-level findings. */
  quote?: string | null;
}

export type PriorityCounts = Record<Priority, number>;

/** One assessment as the stop rules see it. */
export interface AssessmentSummary {
  counts: PriorityCounts;
  /** fingerprintSuggestion() of each suggestion; compared as a set. */
  fingerprints: readonly string[];
  /**
   * The suggestions auto mode may still accept, by priority: those not already tried without effect.
   * Absent: all of `counts`.
   */
  acceptable?: PriorityCounts;
}

/**
 * The loop so far. `assessments` are in order: the first assessment, then the re-assessment made
 * after each round, so assessments.length - 1 rounds have finished.
 */
export interface LoopHistory {
  assessments: readonly AssessmentSummary[];
  /** Tokens spent by every assess and revise call so far, the latest assessment included. */
  tokensUsed: number;
  /** Whether the last revision changed any text; undefined before the first revision. */
  lastRevisionChanged?: boolean;
}
