import type { Anchor } from '../../text/anchor';
import { diffTexts, isSameText } from '../../text/diff';
import { reanchor } from '../../text/reanchor';

/**
 * The span of places an insert could equally stand: "the stairs" → "the narrow stairs" inserts
 * "narrow " after "the " or " narrow" after "the", and a diff picks either.
 */
function insertSpan(before: string, at: number, inserted: string): { from: number; to: number } {
  let [from, left] = [at, inserted];
  while (from > 0 && left && before[from - 1] === left.at(-1)) {
    left = left.at(-1)! + left.slice(0, -1);
    from--;
  }
  let [to, right] = [at, inserted];
  while (to < before.length && right && before[to] === right[0]) {
    right = right.slice(1) + right[0];
    to++;
  }
  return { from, to };
}

/** Whether the newer text differs from the older one inside [start, end) of the older (an insert at either edge counts). */
export function changedWithin(before: string, after: string, start: number, end: number): boolean {
  if (isSameText(before, after)) return false;
  let at = 0;
  for (const segment of diffTexts(before, after)) {
    if (segment.op === 'insert') {
      const span = insertSpan(before, at, segment.text);
      if (span.to >= start && span.from <= end) return true;
      continue;
    }
    const next = at + segment.text.length;
    if (segment.op === 'delete' && at < end && next > start) return true;
    at = next;
  }
  return false;
}

/** The parts of an accepted suggestion the applied check reads. */
export interface AppliedCheck {
  id: string;
  /** The text it was accepted on (null: the reviser did not write a new text for it). */
  before: string | null;
  after: string | null;
  anchor: Anchor | null;
  /** The reviser itself reported it could not apply this one. */
  reportedUnapplied: boolean;
}

function changedAt(before: string, after: string, anchor: Anchor | null): boolean {
  const placed = anchor ? reanchor(anchor, before) : null;
  if (placed?.status !== 'anchored') return !isSameText(before, after);
  return changedWithin(before, after, placed.anchor.start, placed.anchor.end);
}

/**
 * Accepted means applied only if the text at its anchor changed (for a suggestion about a whole
 * section: if the section changed at all). Returns the ids that were applied and those that were not.
 */
export function splitApplied(checks: readonly AppliedCheck[]): { applied: string[]; notApplied: string[] } {
  const applied: string[] = [];
  const notApplied: string[] = [];
  for (const c of checks) {
    const changed =
      c.before !== null && c.after !== null && !c.reportedUnapplied && changedAt(c.before, c.after, c.anchor);
    (changed ? applied : notApplied).push(c.id);
  }
  return { applied, notApplied };
}
