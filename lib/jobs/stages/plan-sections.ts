import { createSectionsOnce } from '../../data/sections/run-sections';
import type { StageJob } from '../project-context';
import { stepKey } from '../../data/runs/steps';

/** Creates the stage's sections from the approved upstream artifacts, once; later runs keep them (and their ids). */
export async function planSections({ ctx, project, stage }: StageJob): Promise<void> {
  await ctx.step(
    stepKey.plan(stage.key),
    async () => {
      const artifacts = Object.fromEntries(project.stages.map((s) => [s.key, s.artifact]));
      return stage.definition.sectionsFrom?.(artifacts, project.config) ?? [];
    },
    async (tx, plans) => ({ created: await createSectionsOnce(tx, { id: stage.id, projectId: project.id }, plans) }),
  );
}
