import type { Anchor } from '../../text/anchor';
import { reanchor } from '../../text/reanchor';
import { ACCEPTED_STATUSES, DECIDED_STATUSES, type SuggestionStatus } from '../suggestions';
import { normalise } from './fingerprint';

// A loop remembers what the writer settled by place: a finding rejected or applied at one place is
// not raised again there, while the same kind of problem at another place is a new suggestion.

/** A finding as the memory compares it: what kind of problem, and where (section + anchor). */
export interface PlacedFinding {
  role: string;
  type: string;
  summary: string;
  /** The section it points into; null for the stage's artifact (or the stage as a whole). */
  sectionId: string | null;
  anchor: Anchor | null;
}

export interface DecidedFinding extends PlacedFinding {
  status: SuggestionStatus;
}

/** What the memory does with a new finding: keep it open, drop it (settled here), or carry it as not applied. */
export type Recall = 'new' | 'settled' | 'not_applied';

/** The finding's kind at its place, without the place's offsets: role, type and the quoted words (or the summary). */
function findingFingerprint(f: Pick<PlacedFinding, 'role' | 'type' | 'summary' | 'anchor'>): string {
  return [f.role, f.type, f.anchor ? f.anchor.quote : f.summary].map(normalise).join('\u241F');
}

const overlaps = (a: Anchor, b: Anchor) => a.start < b.end && b.start < a.end;

/**
 * The earlier decisions of a loop, each placed in the current text: an anchored one follows its quote
 * (lib/text/reanchor); one whose words are gone no longer holds a place and is forgotten.
 */
export function placeDecisions(
  decided: readonly DecidedFinding[],
  textOf: (sectionId: string | null) => string | undefined,
): DecidedFinding[] {
  return decided.flatMap((d) => {
    if (!d.anchor) return [d];
    const text = textOf(d.sectionId);
    if (text === undefined) return [];
    const placed = reanchor(d.anchor, text);
    return placed.status === 'anchored' ? [{ ...d, anchor: placed.anchor }] : [];
  });
}

/** What the placed decisions say about one new finding (same place and same fingerprint, or new). */
export function recall(finding: PlacedFinding, placed: readonly DecidedFinding[]): Recall {
  const print = findingFingerprint(finding);
  const match = placed.find(
    (d) =>
      d.sectionId === finding.sectionId &&
      findingFingerprint(d) === print &&
      (d.anchor && finding.anchor ? overlaps(d.anchor, finding.anchor) : !d.anchor && !finding.anchor),
  );
  if (!match) return 'new';
  return match.status === 'not_applied' ? 'not_applied' : 'settled';
}

/** The statuses a loop's memory reads: settled ones suppress a finding, not-applied ones carry over. */
export const REMEMBERED_STATUSES: readonly SuggestionStatus[] = [...DECIDED_STATUSES, 'not_applied'];

/**
 * The decisions as a reviewer reads them: each with the words it was about, so "do not raise this
 * again" reads as "not at this place" (the memory above then drops what is raised at the same place).
 */
export function reviewerMemory(decided: readonly DecidedFinding[]) {
  const entry = (d: DecidedFinding) => ({
    role: d.role,
    summary: d.anchor ? `${d.summary} (at “${d.anchor.quote}”)` : d.summary,
  });
  return {
    accepted: decided.filter((d) => ACCEPTED_STATUSES.includes(d.status)).map(entry),
    rejected: decided.filter((d) => d.status === 'rejected').map(entry),
  };
}
