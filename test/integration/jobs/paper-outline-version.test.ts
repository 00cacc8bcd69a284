import { describe, expect, it } from 'vitest';
import { startStage } from '../../../lib/data/stages/start-stage';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

useTestDatabase();

const planOf = async (projectId: string) => {
  const stage = await db().stage.findFirstOrThrow({
    where: { projectId, key: 'plan' },
    include: { currentVersion: true },
  });
  return stage.currentVersion?.data as { outlineVersion: number; title: string };
};

// Seed 001 §2.2: the plan carries outline_version, which goes up each time the planner runs again.
describe('the paper plan’s outline version', () => {
  it('is 1 for the first plan and goes up by one each time the plan is generated again', async () => {
    const owner = await makeUser('outline@example.com');
    const { id } = await makeProject(owner.id, 'paper', 'staged', 'offline');
    const { runId } = await driveStaged(owner.id, id, 'plan');
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect((await planOf(id)).outlineVersion).toBe(1);

    for (const expected of [2, 3]) {
      const again = await startStage(
        { db: db(), ownerId: owner.id, projectId: id },
        { stageKey: 'plan', regenerate: true },
      );
      expect((await runToEnd(again.runId)).status).toBe('succeeded');
      expect((await planOf(id)).outlineVersion).toBe(expected);
    }
    const versions = await db().version.findMany({
      where: { projectId: id, stage: { key: 'plan' } },
      orderBy: { number: 'asc' },
      select: { data: true },
    });
    expect(versions.map((v) => (v.data as { outlineVersion: number }).outlineVersion)).toEqual([1, 2, 3]);
  });
});
