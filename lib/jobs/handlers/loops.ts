import { runParams } from '../../data/runs/kinds';
import { runAutoLoop } from '../loops/auto-loop';
import { assessRound } from '../loops/assess-round';
import { reviseDecidedRound } from '../loops/close-round';
import { loadLoop } from '../../data/refinement/loop-units';
import { recordAuthorStop } from '../../data/refinement/round-records';
import { loadProjectContext } from '../project-context';
import { RunCancelled, type RunContext } from '../run-context';
import { registerHandler } from './registry';

async function loopContext(ctx: RunContext, loopId: string) {
  const loop = await loadLoop(ctx.db, loopId);
  const project = await loadProjectContext(ctx.db, ctx);
  const stage = project.stages.find((s) => s.id === loop.stageId)!;
  return { loop, project, stage };
}

/**
 * A manual round: revise what the author accepted in the previous round (if anything), then assess
 * the new text (unless the author ended the loop). The round then waits for the author's decision.
 */
registerHandler('loop.round', {
  async execute(ctx) {
    const params = runParams('loop.round', ctx.run.params);
    const { loop, project, stage } = await loopContext(ctx, params.loopId);
    const steps = (params.reviseRoundId ? 1 : 0) + (params.assess ? 1 : 0);
    await ctx.progress(0, steps, 'round');
    if (params.reviseRoundId) {
      await reviseDecidedRound({ ctx, project, stage }, { loop, roundId: params.reviseRoundId, keep: [] });
      if (params.assess) await ctx.progress(1, 2, 'assess');
    }
    if (params.assess) await assessRound({ ctx, project, stage }, { loop, number: params.number });
  },
});

/** Auto mode: rounds until a stop rule fires; the stop reason is stored on the loop and its last round. */
registerHandler('loop.auto', {
  async execute(ctx) {
    const params = runParams('loop.auto', ctx.run.params);
    const { project, stage } = await loopContext(ctx, params.loopId);
    try {
      await runAutoLoop({ ctx, project, stage }, { loopId: params.loopId, startNumber: params.startNumber });
    } catch (error) {
      // The author's stop reaches a running loop as a cancel: it ends the loop for a recorded reason.
      if (error instanceof RunCancelled) await recordAuthorStop(ctx.db, params.loopId);
      throw error;
    }
  },
});
