import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { driveStaged } from '../../support/flows';
import { approveStage } from '../../../lib/data/stages/approve-stage';
import { getProjectBoard } from '../../../lib/data/projects/board';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { ExpectedError } from '../../../lib/errors';

useTestDatabase();

/** A story on the offline engine with its final work written (scaffolds) and in review. */
async function storyAtTheEnd(email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'story', 'staged', 'offline');
  const { runId } = await driveStaged(owner.id, id, 'final');
  await runToEnd(runId!);
  return { db: db(), ownerId: owner.id, projectId: id };
}

// Completing a project is asked about when what would be handed out is not the writer's yet.
describe('completing a project with work left', () => {
  it('is refused with what is left, changing nothing, until the writer completes anyway', async () => {
    const scope = await storyAtTheEnd('unfinished@example.com');
    const refusal = await approveStage(scope, 'final', { askIfUnfinished: true }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ExpectedError);
    const { code, details } = refusal as ExpectedError;
    expect(code).toBe('unfinished');
    expect(details).toMatchObject({ undecided: 0, scaffoldStages: expect.arrayContaining(['brief', 'outline']) });
    expect((details as { scaffoldSections: string[] }).scaffoldSections.length).toBeGreaterThan(0);
    expect((await db().project.findUniqueOrThrow({ where: { id: scope.projectId } })).state).not.toBe('completed');

    expect((await approveStage(scope, 'final')).state).toBe('completed');
    const board = await getProjectBoard(scope);
    expect(board.completedAt).not.toBeNull();
    expect(board.length.unit).toBe('words');
    expect(board.length.count).toBeGreaterThan(0);
  });

  it('completes at once when every part is the writer’s own', async () => {
    const scope = await storyAtTheEnd('finished@example.com');
    const units = await db().section.findMany({ where: { projectId: scope.projectId, deletedAt: null } });
    for (const s of units)
      await saveSectionText(scope, {
        sectionId: s.id,
        baseVersion: s.version,
        text: `Chapter ${s.position + 1}, mine.`,
      });
    await db().version.updateMany({
      where: { projectId: scope.projectId, sectionId: null },
      data: { data: { note: 'the writer’s own' } },
    });
    expect((await approveStage(scope, 'final', { askIfUnfinished: true })).state).toBe('completed');
  });
});
