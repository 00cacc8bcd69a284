import { runParams } from '../../data/runs/kinds';
import { applyLifecycleEvent } from '../../data/stages/lifecycle';
import { changeStage } from '../../data/versions/edit-guard';
import { countStaleSections } from '../../data/sections/run-sections';
import { loadProjectContext, stageRow } from '../project-context';
import { generateStage } from '../stages/generate-stage';
import { markRunTargetFailed } from '../../data/runs/failure';
import { stepKey } from '../../data/runs/steps';
import { registerHandler } from './registry';

/** Generates (or regenerates) one stage in staged mode; the stage then waits in review. */
registerHandler('stage.generate', {
  async execute(ctx) {
    const params = runParams('stage.generate', ctx.run.params);
    const project = await loadProjectContext(ctx.db, ctx);
    const stage = stageRow(project, params.stageKey);
    // A targeted regeneration proposes new text beside each written section; an empty one is written.
    await generateStage(
      { ctx, project, stage },
      { all: params.all, sectionIds: params.sectionIds, propose: params.targeted },
    );
    await ctx.step(
      stepKey.finish(stage.key),
      async () => null,
      async (tx) => {
        if (params.targeted) {
          const stillStale = await countStaleSections(tx, stage.id);
          await changeStage(tx, { id: stage.id }, { stale: stillStale > 0 });
          return null;
        }
        await changeStage(tx, { id: stage.id }, { status: 'review', stale: false });
        await applyLifecycleEvent(tx, ctx.run.projectId, { type: 'generated' });
        return null;
      },
    );
  },
  onFailure: (tx, run, failure) => markRunTargetFailed(tx, run, failure.message),
  onCancel: (tx, run) => markRunTargetFailed(tx, run, 'Cancelled by the author.'),
});
