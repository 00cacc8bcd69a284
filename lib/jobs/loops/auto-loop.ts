import { driveLoop } from '../../workflow/loop/drive';
import type { StopReason } from '../../workflow/loop/types';
import type { StageJob } from '../project-context';
import { stepKey } from '../../data/runs/steps';
import { assessRound } from './assess-round';
import { acceptByPolicy } from './decide';
import { reviseRound } from './revise-round';
import { appliedOutcome } from './applied-outcome';
import { revisionTasksBySection } from '../../workflow/loop/revision-tasks';
import { rollBackRound } from '../../data/refinement/rollback';
import { loadLoop, loopSections } from '../../data/refinement/loop-units';
import { closeRevisedRound, stopLoopAt } from '../../data/refinement/round-records';

/**
 * Auto mode (DESIGN §4) on a stage's rounds: the domain's loop driver decides, and each step is saved
 * as it finishes, so a resumed run replays the stored results and neither repeats nor skips a round.
 * Returns the stop reason it recorded.
 */
export async function runAutoLoop(
  { ctx, project, stage }: StageJob,
  { loopId, startNumber = 1 }: { loopId: string; startNumber?: number },
): Promise<StopReason> {
  const loop = await loadLoop(ctx.db, loopId);
  const roundIds = new Map<number, string>();
  const assessedRounds = new Map<number, Awaited<ReturnType<typeof assessRound>>>();

  const driven = await driveLoop(
    {
      assess: async (number) => {
        const assessed = await assessRound({ ctx, project, stage }, { loop, number });
        assessedRounds.set(number, assessed);
        roundIds.set(number, assessed.roundId);
        const { counts, acceptable, fingerprints } = assessed;
        return { summary: { counts, acceptable, fingerprints }, tokens: assessed.tokens };
      },
      stopRequested: () => ctx.cancelRequested(),
      revise: async (number) => {
        const assessed = assessedRounds.get(number)!;
        const accepted = await acceptByPolicy(ctx, assessed.roundId, loop.acceptPriorities);
        const sectionIds = (await loopSections(ctx.db, loop)).map((s) => s.id);
        const tasks = revisionTasksBySection(accepted, sectionIds, assessed.globalScope);
        const revised = await reviseRound(
          { ctx, project, stage },
          {
            loop,
            roundId: assessed.roundId,
            tasks,
            keep: assessed.keep,
            round: {
              number,
              worked: assessed.keep,
              needsWork: assessed.overall ?? null,
            },
          },
        );
        await ctx.progress(number - startNumber + 1, loop.maxRounds, `round ${number}`);
        await ctx.step(
          stepKey.autoClose(loop.id, number),
          async () => null,
          async (tx) => {
            await closeRevisedRound(
              tx,
              assessed.roundId,
              revised.versionIds,
              appliedOutcome(
                accepted.map((s) => s.id),
                tasks,
                revised,
              ),
            );
            return null;
          },
        );
        return { tokens: revised.tokens, changed: revised.versionIds.length > 0 };
      },
      stop: async (reason, number) => {
        const previousRoundId = roundIds.get(number - 1) ?? null;
        await ctx.step(
          stepKey.stop(loop.id),
          async () => reason,
          async (tx) => {
            if (reason === 'regressed' && previousRoundId) await rollBackRound(tx, previousRoundId);
            await stopLoopAt(tx, loop.id, roundIds.get(number)!, reason);
            return reason;
          },
        );
      },
    },
    { maxRounds: loop.maxRounds, accept: loop.acceptPriorities, tokenBudget: loop.tokenBudget },
    startNumber,
  );
  return driven.reason;
}
