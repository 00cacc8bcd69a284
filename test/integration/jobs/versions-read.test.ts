import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { startStage } from '../../../lib/data/stages/start-stage';
import { approveStage } from '../../../lib/data/stages/approve-stage';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { saveArtifactData } from '../../../lib/data/versions/save-artifact';
import { saveSectionText } from '../../../lib/data/versions/save-section';

useTestDatabase();

const translate = (key: string) => key;
const currentOf = async (projectId: string, key: string) => {
  const stage = await db().stage.findFirstOrThrow({
    where: { projectId, key },
    select: {
      currentVersionId: true,
      version: true,
      sections: { where: { deletedAt: null }, orderBy: { position: 'asc' } },
    },
  });
  return stage;
};

// A run keeps the versions it was asked to read, as they stood when the writer asked: an approval
// right after an edit hands the next stage the edit, and a round names the text it was started on.
describe('what a run was asked to read', () => {
  it('the generation an approval starts names the approved brief as the writer last saved it', async () => {
    const owner = await makeUser('reads-approve@example.com');
    const scope = {
      db: db(),
      ownerId: owner.id,
      projectId: (await makeProject(owner.id, 'story', 'staged', 'offline')).id,
    };
    await runToEnd((await startStage(scope, { stageKey: 'brief' })).runId);
    const brief = await db().stage.findFirstOrThrow({
      where: { projectId: scope.projectId, key: 'brief' },
      include: { currentVersion: true },
    });
    const edited = { ...(brief.currentVersion!.data as Record<string, unknown>), title: 'The Keeper’s Light' };
    await saveArtifactData(scope, { stageKey: 'brief', baseVersion: brief.version, data: edited, translate });
    const saved = await currentOf(scope.projectId, 'brief');
    expect(saved.currentVersionId).not.toBe(brief.currentVersionId);

    const { runId } = await approveStage(scope, 'brief');
    const run = await db().run.findUniqueOrThrow({ where: { id: runId! } });
    expect(run.inputVersionIds).toEqual([saved.currentVersionId]);
  });

  it('a round on a section names that section’s version, and one on the stage its artifact and sections', async () => {
    const owner = await makeUser('reads-round@example.com');
    const scope = {
      db: db(),
      ownerId: owner.id,
      projectId: (await makeProject(owner.id, 'story', 'staged', 'offline')).id,
    };
    await runToEnd((await startStage(scope, { stageKey: 'brief' })).runId);
    await runToEnd((await approveStage(scope, 'brief')).runId!);
    await runToEnd((await approveStage(scope, 'outline')).runId!);
    const samples = await currentOf(scope.projectId, 'samples');
    const [first] = samples.sections;
    await saveSectionText(scope, { sectionId: first.id, baseVersion: first.version, text: 'Mara climbed the stair.' });
    const typed = (await db().section.findUniqueOrThrow({ where: { id: first.id } })).currentVersionId;

    const request = {
      stageKey: 'samples',
      mode: 'manual' as const,
      roles: ['lint' as const],
      maxRounds: 3,
      accept: [],
      tokenBudget: null,
    };
    const onSection = await startLoop(scope, { ...request, sectionId: first.id });
    expect((await db().run.findUniqueOrThrow({ where: { id: onSection.runId } })).inputVersionIds).toEqual([typed]);
    await runToEnd(onSection.runId);
    const round = await db().round.findFirstOrThrow({ where: { loopId: onSection.loopId } });
    expect(round.inputVersionIds).toEqual([typed]);

    const onStage = await startLoop(scope, request);
    const now = await currentOf(scope.projectId, 'samples');
    expect((await db().run.findUniqueOrThrow({ where: { id: onStage.runId } })).inputVersionIds).toEqual(
      [now.currentVersionId, ...now.sections.map((s) => s.currentVersionId)].filter(Boolean),
    );
  });
});
