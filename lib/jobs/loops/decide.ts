import type { Priority } from '../../engine/types';
import type { Anchor } from '../../text/anchor';
import type { RunContext } from '../run-context';
import type { AcceptedSuggestion } from './revise-round';

/** Auto mode's decision: accept the round's suggestions whose priority the policy names; the rest stay open. */
export async function acceptByPolicy(ctx: RunContext, roundId: string, priorities: readonly Priority[]): Promise<AcceptedSuggestion[]> {
  const ids = await ctx.step(
    `round:${roundId}:decide`,
    async () => null,
    async (tx) => {
      const chosen = await tx.suggestion.findMany({ where: { roundId, priority: { in: [...priorities] } }, select: { id: true } });
      const acceptedIds = chosen.map((s) => s.id);
      await tx.suggestion.updateMany({ where: { id: { in: acceptedIds } }, data: { status: 'accepted' } });
      await tx.round.update({ where: { id: roundId }, data: { decision: 'accept_policy', acceptedIds } });
      return acceptedIds;
    },
  );
  const rows = await ctx.db.suggestion.findMany({ where: { id: { in: ids } } });
  return rows.map((s) => ({ ...s, anchor: s.anchor as Anchor | null }));
}
