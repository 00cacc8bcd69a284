import { acceptedSuggestions, closeRevisedRound, decidedRound } from '../../data/refinement/round-records';
import type { StageJob } from '../project-context';
import { stepKey } from '../../data/runs/steps';
import { storedAssessment } from './assess-round';
import { reviseRound } from './revise-round';
import { appliedOutcome } from './applied-outcome';
import { revisionTasksBySection } from '../../workflow/loop/revision-tasks';
import { loopSections, type LoopRow } from '../../data/refinement/loop-units';

/**
 * Revises what a decided round accepted (only the sections those suggestions touch), then closes
 * the round with its output versions. Accepted suggestions whose text changed become resolved, the
 * others not applied. Like auto mode, it sends
 * document-level suggestions only where the judge said and passes on the blue team's keep list.
 */
export async function reviseDecidedRound(
  { ctx, project, stage }: StageJob,
  { loop, roundId, keep }: { loop: LoopRow; roundId: string; keep: string[] },
): Promise<number> {
  const round = await decidedRound(ctx.db, roundId);
  const assessed = await storedAssessment(ctx.db, round);
  const accepted = await acceptedSuggestions(ctx.db, round.acceptedIds);
  const units = (await loopSections(ctx.db, loop)).map((s) => s.id);
  const tasks = revisionTasksBySection(accepted, units, assessed?.globalScope ?? 'all');
  const revised = await reviseRound(
    { ctx, project, stage },
    {
      loop,
      roundId,
      tasks,
      keep: [...keep, ...(assessed?.keep ?? [])],
      round: {
        number: round.number,
        worked: assessed?.keep ?? [],
        needsWork: assessed?.overall ?? null,
      },
    },
  );
  await ctx.step(
    stepKey.close(roundId),
    async () => null,
    async (tx) => {
      await closeRevisedRound(tx, roundId, revised.versionIds, appliedOutcome(round.acceptedIds, tasks, revised));
      return null;
    },
  );
  return revised.tokens;
}
