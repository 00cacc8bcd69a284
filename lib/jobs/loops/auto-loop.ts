import { decideStop } from '../../workflow/loop/stop-rules';
import type { StopReason } from '../../workflow/loop/types';
import { loopSettings } from '../../workflow/loop/settings';
import type { AssessmentSummary } from '../../workflow/loop/types';
import type { ProjectContext, StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import { assessRound } from './assess-round';
import { acceptByPolicy } from './decide';
import { reviseRound, tasksBySection } from './revise-round';
import { rollBackRound } from '../../data/rollback';
import { loadLoop, loopSections } from '../../data/loop-units';
import { closeRevisedRound, stopLoopAt } from '../../data/loop-rounds';

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
          await rollBackRound(tx, previousRoundId);
        }
        await stopLoopAt(tx, loop.id, assessed.roundId, reason);
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
      await closeRevisedRound(tx, assessed.roundId, revised.versionIds, accepted.map((s) => s.id));
      return null;
    });
    previousRoundId = assessed.roundId;
  }
}
