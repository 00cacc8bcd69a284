import type { LoopSuggestion } from './types';

// Two assessments that word the same finding slightly differently (case, spacing, punctuation,
// full-width forms) must still count as the same suggestion for the "repeated" rule.
export function normalise(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{C}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A stable identity for a finding: reviewer role, type, summary and quoted text, normalised. */
export function fingerprintSuggestion(s: Pick<LoopSuggestion, 'role' | 'type' | 'summary' | 'quote'>): string {
  return [s.role, s.type, s.summary, s.quote].map(normalise).join('\u241F');
}

export function sameFingerprintSet(a: readonly string[], b: readonly string[]): boolean {
  const [setA, setB] = [new Set(a), new Set(b)];
  return setA.size === setB.size && [...setA].every((f) => setB.has(f));
}
