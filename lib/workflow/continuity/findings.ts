import type { Priority } from '../suggestions';

export type ContinuityKind = 'contradiction' | 'timeline' | 'knowledge' | 'status' | 'setup' | 'fidelity';

/** A passage a finding rests on: in the book (a section), or in a rewrite's original document. */
export interface EvidencePassage {
  /** The section; null for the original document. */
  sectionId: string | null;
  quote: string;
  start: number;
  end: number;
}

/** What a continuity suggestion keeps beside its anchor: the passages it rests on, and its exact fix when mechanical. */
export interface SuggestionEvidence {
  passages: (EvidencePassage & { title: string | null })[];
  replacement?: string;
}

/** The exact replacement a suggestion's stored evidence carries, if any. */
export function replacementIn(evidence: unknown): string | undefined {
  const replacement = (evidence as Partial<SuggestionEvidence> | null)?.replacement;
  return typeof replacement === 'string' ? replacement : undefined;
}

/** A continuity finding: where the book contradicts itself, and the earlier passage it contradicts. */
export interface ContinuityFinding {
  kind: ContinuityKind;
  priority: Priority;
  sectionId: string;
  quote: string;
  start: number;
  end: number;
  evidence: EvidencePassage[];
  summary: string;
  detail: string;
  expected: string;
  /** The exact text to put in place of `quote`, when the fix is mechanical. */
  replacement?: string;
  /** The facts (factKey) the finding rests on: a waiver holds until one of them changes. */
  rests: string[];
}
