import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { approveStage } from '../../../lib/data/stages/approve-stage';
import { startStage } from '../../../lib/data/stages/start-stage';
import { loadAssembledDocument } from '../../../lib/export/load';
import { TEMPLATES, type TemplateKind } from '../../../lib/workflow/templates';

useTestDatabase();

/** Drives a staged project from draft to completed with the offline engine: generate, approve, repeat. */
async function completeStaged(ownerId: string, projectId: string) {
  let { runId } = await startStage(
    { db: db(), ownerId, projectId },
    { stageKey: (await db().stage.findFirstOrThrow({ where: { projectId }, orderBy: { position: 'asc' } })).key },
  );
  for (let guard = 0; guard < 50; guard++) {
    const run = await runToEnd(runId);
    expect(run.status, run.errorMessage ?? '').toBe('succeeded');
    const project = await db().project.findUniqueOrThrow({ where: { id: projectId } });
    const reviewing = await db().stage.findFirstOrThrow({ where: { projectId, status: 'review' } });
    const approved = await approveStage({ db: db(), ownerId, projectId }, reviewing.key);
    if (approved.state === 'completed') return;
    expect(approved.runId, `after approving ${reviewing.key} in ${project.state}`).toBeTruthy();
    runId = approved.runId!;
  }
  throw new Error('did not complete');
}

describe('a full staged run of every template with the offline engine', () => {
  it.each(Object.keys(TEMPLATES) as TemplateKind[])(
    '%s goes from draft to completed and assembles',
    async (template) => {
      const owner = await makeUser(`${template}@example.com`);
      const { id } = await makeProject(owner.id, template);
      await completeStaged(owner.id, id);
      const project = await db().project.findUniqueOrThrow({ where: { id }, include: { stages: true } });
      expect(project.state).toBe('completed');
      expect(project.stages.every((s) => s.status === 'approved')).toBe(true);
      const bundle = await loadAssembledDocument({ db: db(), ownerId: owner.id, projectId: id });
      expect(bundle.status).toBe('complete');
      expect(bundle.document.parts.length).toBeGreaterThan(0);
    },
  );

  it('script: N+3 chapters in the fixed order, each generated and approved one at a time', async () => {
    const owner = await makeUser('chapters@example.com');
    const { id } = await makeProject(owner.id, 'script');
    await completeStaged(owner.id, id);
    const chapters = await db().section.findMany({
      where: { projectId: id, stage: { key: 'chapters' } },
      orderBy: { position: 'asc' },
    });
    expect(chapters.map((c) => c.key)).toEqual(['dm', 'player-1', 'player-2', 'player-3', 'materials', 'branches']);
    expect(chapters.every((c) => c.status === 'passed')).toBe(true);
    const runs = await db().run.findMany({ where: { projectId: id, stage: { key: 'chapters' } } });
    expect(runs).toHaveLength(6);
    const versions = await db().version.groupBy({
      by: ['sectionId'],
      where: { projectId: id, sectionId: { not: null }, source: 'model' },
      _count: true,
    });
    expect(versions.every((v) => v._count === 1)).toBe(true);
  });
});
