import type { ProjectContext, StageRow } from '../project-context';
import type { RunContext } from '../run-context';

export interface SectionRow {
  id: string;
  key: string;
  position: number;
  title: string;
  goal: string;
  targetLength: number;
  status: string;
  currentVersionId: string | null;
}

export async function liveSections(ctx: RunContext, stageId: string): Promise<SectionRow[]> {
  return ctx.db.section.findMany({
    where: { stageId, deletedAt: null },
    orderBy: { position: 'asc' },
    select: {
      id: true,
      key: true,
      position: true,
      title: true,
      goal: true,
      targetLength: true,
      status: true,
      currentVersionId: true,
    },
  });
}

/** Creates the stage's sections from the approved upstream artifacts, once; later runs keep them (and their ids). */
export async function planSections(ctx: RunContext, project: ProjectContext, stage: StageRow): Promise<void> {
  await ctx.step(
    `plan:${stage.key}`,
    async () => {
      const artifacts = Object.fromEntries(project.stages.map((s) => [s.key, s.artifact]));
      return stage.definition.sectionsFrom?.(artifacts, project.config) ?? [];
    },
    async (tx, plans) => {
      const existing = await tx.section.count({ where: { stageId: stage.id, deletedAt: null } });
      if (existing > 0) return { created: 0 };
      await tx.section.createMany({
        data: plans.map((plan, position) => ({
          projectId: project.id,
          stageId: stage.id,
          key: plan.key,
          position,
          displayNumber: plan.displayNumber,
          title: plan.title,
          goal: plan.goal,
          targetLength: plan.targetLength,
        })),
      });
      return { created: plans.length };
    },
  );
}
