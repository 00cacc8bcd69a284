import { applyLifecycleEvent } from '../../data/stages/lifecycle';
import { changeStage } from '../../data/versions/edit-guard';
import { passStageSections } from '../../data/sections/run-sections';
import { loadProjectContext } from '../project-context';
import { generateStage } from '../stages/generate-stage';
import { markRunTargetFailed } from '../../data/runs/failure';
import { stepKey } from '../../data/runs/steps';
import { registerHandler } from './registry';

/**
 * Every stage in order in one job, each approved as it finishes, so a one-shot project ends with the
 * same stages, artifacts and sections as a staged one (and assembles to the same shape).
 */
registerHandler('project.oneshot', {
  async execute(ctx) {
    const stageKeys = (await loadProjectContext(ctx.db, ctx)).stages.map((s) => s.key);
    for (const [index, key] of stageKeys.entries()) {
      // Fresh context per stage: the next stage reads the artifacts the previous one saved.
      const project = await loadProjectContext(ctx.db, ctx);
      const stage = project.stages.find((s) => s.key === key)!;
      await changeStage(ctx.db, { id: stage.id, status: { not: 'approved' } }, { status: 'generating' });
      await generateStage({ ctx, project, stage }, {});
      await ctx.step(
        stepKey.approve(key),
        async () => null,
        async (tx) => {
          await changeStage(tx, { id: stage.id }, { status: 'approved', approvedAt: new Date() });
          await passStageSections(tx, stage.id);
          return null;
        },
      );
      await ctx.progress(index + 1, stageKeys.length, key);
    }
    await ctx.step(
      stepKey.complete(),
      async () => null,
      async (tx) => {
        await applyLifecycleEvent(tx, ctx.run.projectId, { type: 'generated' });
        return null;
      },
    );
  },
  onFailure: (tx, run, failure) => markRunTargetFailed(tx, run, failure.message),
  onCancel: (tx, run) => markRunTargetFailed(tx, run, 'Cancelled by the author.'),
});
