import type { Prisma } from '../../generated/prisma/client';
import { stalenessOf } from '../../workflow/staleness';
import { planUpdates } from '../../workflow/staleness/plan-updates';
import { templateOf } from '../../workflow/templates';

/**
 * A new version of an approved upstream artifact makes the stages reading it stale; in a sections
 * stage only the sections whose outline entry changed (regenerate is offered for exactly those).
 * Section text feeds no other stage's plan, so only artifacts get here.
 */
export async function markDownstreamStale(
  tx: Prisma.TransactionClient,
  stageId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const changed = await tx.stage.findUniqueOrThrow({
    where: { id: stageId },
    select: { key: true, status: true, projectId: true },
  });
  if (changed.status !== 'approved') return;
  const project = await tx.project.findUniqueOrThrow({
    where: { id: changed.projectId },
    select: {
      template: true,
      config: true,
      stages: { select: { id: true, key: true, status: true, currentVersion: { select: { data: true } } } },
    },
  });
  const artifacts = Object.fromEntries(project.stages.map((s) => [s.key, s.currentVersion?.data ?? null]));
  const template = templateOf(project.template);
  const artifactsBefore = { ...artifacts, [changed.key]: before };
  const artifactsAfter = { ...artifacts, [changed.key]: after };
  const report = stalenessOf({
    template,
    config: project.config,
    changedStage: changed.key,
    before: artifactsBefore,
    after: artifactsAfter,
    generated: project.stages.filter((s) => s.status !== 'pending').map((s) => s.key),
  });
  for (const stale of report.stale) {
    const stage = project.stages.find((s) => s.key === stale.stageKey)!;
    await tx.stage.update({ where: { id: stage.id }, data: { stale: true } });
    const keys =
      stale.sections && !stale.sections.all ? [...stale.sections.regenerate, ...stale.sections.removed] : null;
    await tx.section.updateMany({
      where: {
        stageId: stage.id,
        deletedAt: null,
        currentVersionId: { not: null },
        ...(keys ? { key: { in: keys } } : {}),
      },
      data: { status: 'stale', staleReason: changed.key },
    });
    if (stale.sections?.changed.length) {
      const definition = template.stages.find((s) => s.key === stale.stageKey)!;
      const plansOf = (a: Record<string, unknown>) => definition.sectionsFrom?.(a, project.config) ?? [];
      const sections = await tx.section.findMany({
        where: { stageId: stage.id, deletedAt: null, key: { in: stale.sections.changed } },
        select: { id: true, key: true, title: true, goal: true, targetLength: true },
      });
      for (const { id, data } of planUpdates(plansOf(artifactsBefore), plansOf(artifactsAfter), sections))
        await tx.section.update({ where: { id }, data });
    }
  }
}
