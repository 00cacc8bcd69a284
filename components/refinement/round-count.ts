import type { LoopView, RoundView } from '@/lib/data/refinement/history.types';
import { needsAuthor } from '@/lib/workflow/suggestions';

// How many rounds a loop ran, counted the one way every view uses. The assessment an ended loop
// stops on after a revision is its final check, not a round of its own: a loop stopped by max rounds
// shows exactly its maximum.

const REVISION_STATUSES = new Set(['revised', 'unchanged', 'rolled_back']);

/** The last assessment of an ended loop, after at least one earlier round, that revised nothing itself. */
export const isFinalCheck = (
  loop: Pick<LoopView, 'stopReason' | 'rounds'>,
  round: Pick<RoundView, 'number' | 'status'>,
) =>
  Boolean(loop.stopReason) &&
  round.number > 1 &&
  !REVISION_STATUSES.has(round.status) &&
  round.number === loop.rounds.at(-1)?.number;

export const roundsRun = (loop: Pick<LoopView, 'stopReason' | 'rounds'>) => {
  const last = loop.rounds.at(-1);
  return loop.rounds.length - (last && isFinalCheck(loop, last) ? 1 : 0);
};

/** Suggestions of the loop's latest round that are left to the writer. */
export const leftForAuthor = (loop: Pick<LoopView, 'rounds'>) =>
  (loop.rounds.at(-1)?.suggestions ?? []).filter((s) => needsAuthor(s.status)).length;
