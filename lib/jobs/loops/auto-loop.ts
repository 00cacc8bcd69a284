import { decideStop } from '../../workflow/loop/stop-rules';
import type { StopReason } from '../../workflow/loop/types';
import { loopSettings } from '../../workflow/loop/settings';
import type { AssessmentSummary } from '../../workflow/loop/types';
import type { ProjectContext, StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import { assessRound } from './assess-round';
import { acceptByPolicy } from './decide';
import { reviseRound, tasksBySection } from './revise-round';
import { rollbackRoundInTx } from './rollback';
import { loadLoop, loopSections } from './scope';
import { finishRoundTiming } from '../../data/round-timing';

/**
 * Auto mode (DESIGN §4): assess, decide by the stop rules, accept by policy, revise the touched
 * sections, and again. Every step is saved as it finishes, so a resumed run replays the stored
 * results and neither repeats nor skips a round. Returns the stop reason it recorded.
 */
export async function runAutoLoop(ctx: RunContext, project: ProjectContext, stage: StageRow, loopId: string, startNumber = 1): Promise<StopReason> {
  const loop = await loadLoop(ctx.db, loopId);
  const assessments: AssessmentSummary[] = [];
  let tokensUsed = 0;
  let previousRoundId: string | null = null;
  for (let number = startNumber; ; number++) {
    const assessed = await assessRound(ctx, project, stage, loop, number);
    assessments.push({ counts: assessed.counts, fingerprints: assessed.fingerprints });
    tokensUsed += assessed.tokens;
    const stopRequested = (await ctx.db.run.findUnique({ where: { id: ctx.run.id }, select: { cancelRequested: true } }))?.cancelRequested ?? false;
    const settings = loopSettings({ maxRounds: loop.maxRounds, accept: loop.acceptPriorities, tokenBudget: loop.tokenBudget, stopRequested });
    const reason = decideStop({ assessments, tokensUsed }, settings);
    if (reason) {
      await ctx.step(`loop:${loop.id}:stop`, async () => reason, async (tx) => {
        if (reason === 'regressed' && previousRoundId) {
          await rollbackRoundInTx(tx, previousRoundId);
          await tx.round.update({ where: { id: previousRoundId }, data: { status: 'rolled_back' } });
        }
        await tx.round.update({ where: { id: assessed.roundId }, data: { stopReason: reason, decision: 'done' } });
        await finishRoundTiming(tx, assessed.roundId);
        await tx.loop.update({ where: { id: loop.id }, data: { stopReason: reason, stoppedAt: new Date() } });
        return reason;
      });
      return reason;
    }
    const accepted = await acceptByPolicy(ctx, assessed.roundId, settings.accept);
    const sectionIds = (await loopSections(ctx.db, loop)).map((s) => s.id);
    const revised = await reviseRound(ctx, project, stage, loop, assessed.roundId, tasksBySection(accepted, sectionIds, assessed.globalScope), assessed.keep);
    tokensUsed += revised.tokens;
    await ctx.progress(number - startNumber + 1, loop.maxRounds, `round ${number}`);
    await ctx.step(`loop:${loop.id}:round:${number}:close`, async () => null, async (tx) => {
      await tx.round.update({ where: { id: assessed.roundId }, data: { status: 'revised', outputVersionIds: revised.versionIds } });
      await finishRoundTiming(tx, assessed.roundId);
      await tx.suggestion.updateMany({ where: { roundId: assessed.roundId, status: 'accepted' }, data: { status: 'resolved' } });
      return null;
    });
    previousRoundId = assessed.roundId;
  }
}
