import type { Priority } from '../../engine/types';
import type { Anchor } from '../../text/anchor';
import type { ProjectContext, StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import { storedAssessment } from './assess-round';
import { reviseRound, tasksBySection, type AcceptedSuggestion } from './revise-round';
import { loopSections, type LoopRow } from './scope';
import { finishRoundTiming } from '../../data/round-timing';

/**
 * Revises what a decided round accepted (only the sections those suggestions touch), then closes
 * the round with its output versions. Accepted suggestions become resolved. Like auto mode, it sends
 * document-level suggestions only where the judge said and passes on the blue team's keep list.
 */
export async function reviseDecidedRound(ctx: RunContext, project: ProjectContext, stage: StageRow, loop: LoopRow, roundId: string, keep: string[]): Promise<number> {
  const round = await ctx.db.round.findUniqueOrThrow({ where: { id: roundId }, select: { acceptedIds: true, loopId: true, number: true, runId: true } });
  const assessed = await storedAssessment(ctx.db, round);
  const rows = await ctx.db.suggestion.findMany({ where: { id: { in: round.acceptedIds } } });
  const accepted: AcceptedSuggestion[] = rows.map((s) => ({ ...s, priority: s.priority as Priority, anchor: s.anchor as Anchor | null }));
  const units = (await loopSections(ctx.db, loop)).map((s) => s.id);
  const revised = await reviseRound(ctx, project, stage, loop, roundId, tasksBySection(accepted, units, assessed?.globalScope ?? 'all'), [...keep, ...(assessed?.keep ?? [])]);
  await ctx.step(`round:${roundId}:close`, async () => null, async (tx) => {
    await tx.round.update({ where: { id: roundId }, data: { status: 'revised', outputVersionIds: revised.versionIds } });
    await finishRoundTiming(tx, roundId);
    await tx.suggestion.updateMany({ where: { id: { in: round.acceptedIds } }, data: { status: 'resolved' } });
    return null;
  });
  return revised.tokens;
}
