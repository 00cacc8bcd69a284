import type { Priority } from '../../engine/types';
import { acceptByPriority, acceptedSuggestions, type AcceptedSuggestion } from '../../data/refinement/round-records';
import type { RunContext } from '../run-context';
import { stepKey } from '../../data/runs/steps';

/** Auto mode's decision: accept the round's suggestions whose priority the policy names; the rest stay open. */
export async function acceptByPolicy(
  ctx: RunContext,
  roundId: string,
  priorities: readonly Priority[],
): Promise<AcceptedSuggestion[]> {
  const ids = await ctx.step(
    stepKey.decide(roundId),
    async () => null,
    (tx) => acceptByPriority(tx, roundId, priorities),
  );
  return acceptedSuggestions(ctx.db, ids);
}
