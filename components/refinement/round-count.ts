import type { LoopView, RoundView } from '@/lib/data/history.types';

// How many rounds a loop ran, counted the one way every view uses: a round is a revision pass
// (revised, or revised with no text changed). The assessment a loop ends on is its final check, not
// a round of its own, so a loop stopped by max rounds shows exactly its maximum.

const REVISION_STATUSES = new Set(['revised', 'unchanged', 'rolled_back']);

export const roundsRun = (loop: Pick<LoopView, 'rounds'>) =>
  loop.rounds.filter((r) => REVISION_STATUSES.has(r.status)).length;

/** The last assessment of an ended loop, after at least one revision: a check, not a new round. */
export const isFinalCheck = (
  loop: Pick<LoopView, 'stopReason' | 'rounds'>,
  round: Pick<RoundView, 'number' | 'status'>,
) =>
  Boolean(loop.stopReason) &&
  round.number > 1 &&
  !REVISION_STATUSES.has(round.status) &&
  round.number === loop.rounds.at(-1)?.number;

/** Suggestions of the loop's latest round that are left to the writer. */
export const leftForAuthor = (loop: Pick<LoopView, 'rounds'>) =>
  (loop.rounds.at(-1)?.suggestions ?? []).filter((s) => s.status === 'open' || s.status === 'not_applied').length;
