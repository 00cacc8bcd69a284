import { fingerprintSuggestion } from './fingerprint';
import type { AssessmentSummary, LoopSuggestion, PriorityCounts } from './types';

export function countByPriority(suggestions: readonly Pick<LoopSuggestion, 'priority'>[]): PriorityCounts {
  const counts: PriorityCounts = { high: 0, medium: 0, low: 0 };
  for (const s of suggestions) counts[s.priority]++;
  return counts;
}

export const totalOf = (counts: PriorityCounts): number => counts.high + counts.medium + counts.low;

/** What the stop rules need from one assessment's suggestions. */
export function summariseAssessment(suggestions: readonly LoopSuggestion[]): AssessmentSummary {
  return { counts: countByPriority(suggestions), fingerprints: suggestions.map(fingerprintSuggestion) };
}
