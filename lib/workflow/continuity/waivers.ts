import { normalise } from '../loop/fingerprint';
import type { ContinuityFinding } from './findings';

/** A finding's identity for waivers: its kind, section and the words it quotes. */
export const findingFingerprint = (f: Pick<ContinuityFinding, 'kind' | 'sectionId' | 'quote'>): string =>
  [f.kind, f.sectionId, normalise(f.quote)].join('\u241F');

export interface Waiver {
  fingerprint: string;
  reason: string;
  rests: string[];
}

/**
 * A waiver holds while every fact it rested on is still in the ledger, unchanged: the writer said
 * "intentional" about those passages, not about whatever they will say next.
 */
export function partitionByWaivers<T extends ContinuityFinding>(
  findings: T[],
  waivers: Waiver[],
): { open: T[]; waived: (T & { reason: string })[] } {
  const byPrint = new Map(waivers.map((w) => [w.fingerprint, w]));
  const open: T[] = [];
  const waived: (T & { reason: string })[] = [];
  for (const f of findings) {
    const w = byPrint.get(findingFingerprint(f));
    if (w && w.rests.every((key) => f.rests.includes(key))) waived.push({ ...f, reason: w.reason });
    else open.push(f);
  }
  return { open, waived };
}
