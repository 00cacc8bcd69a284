import { describe, expect, it } from 'vitest';
import { chooseVariant, variantSet } from '../../../lib/data/refinement/variants';
import { proposeRegeneration } from '../../../lib/data/stages/propose-regeneration';
import { getStageView } from '../../../lib/data/stages/stage-view';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// Regenerating a written section is a proposal: the new text waits beside the current one (with the
// writer's own passages in it) and nothing replaces it until the writer chooses.
useTestDatabase();

const sectionRow = (id: string) =>
  db().section.findUniqueOrThrow({
    where: { id },
    select: { version: true, currentVersionId: true, currentVersion: { select: { text: true, source: true } } },
  });

describe('regeneration as a proposal', () => {
  it('leaves the current text in place as one side of the comparison, and applies only what is chosen', async () => {
    const owner = await makeUser('regenerate-proposal@example.com');
    const { id: projectId } = await makeProject(owner.id, 'story', 'staged', 'offline');
    await driveStaged(owner.id, projectId);
    const section = await db().section.findFirstOrThrow({
      where: { projectId, stage: { key: 'samples' } },
      orderBy: { position: 'asc' },
    });
    const scope = { db: db(), ownerId: owner.id, projectId };
    const written = await sectionRow(section.id);
    const handWritten = `${written.currentVersion!.text}\n\nThe writer added this paragraph by hand.`;
    await saveSectionText(scope, { sectionId: section.id, baseVersion: written.version, text: handWritten });
    const before = await sectionRow(section.id);
    // An upstream change made it stale: choosing its regeneration settles that.
    await db().section.update({ where: { id: section.id }, data: { status: 'stale', staleReason: 'outline' } });

    const { runId } = await proposeRegeneration(scope, { sectionId: section.id });
    const run = await runToEnd(runId);
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');

    // Nothing was written over the section: same current version, same edit guard.
    expect(await sectionRow(section.id)).toEqual(before);
    const set = await variantSet(scope, runId);
    expect(set).toMatchObject({ sectionId: section.id, baseVersionId: before.currentVersionId, requested: 1 });
    expect(set.texts).toHaveLength(1);
    expect(set.texts[0].trim().length).toBeGreaterThan(0);
    expect(set.texts[0]).not.toContain('by hand');
    const view = await getStageView(scope, { stageKey: 'samples' });
    expect(view.refinement.variants).toEqual({ runId, sectionId: section.id });

    // The writer keeps their paragraph and takes the regenerated text before it.
    const combined = `${set.texts[0]}\n\nThe writer added this paragraph by hand.`;
    await chooseVariant(scope, { runId, text: combined });
    expect((await sectionRow(section.id)).currentVersion).toEqual({ text: combined, source: 'variant' });
    expect(await db().section.findUniqueOrThrow({ where: { id: section.id } })).toMatchObject({
      status: 'written',
      staleReason: null,
    });
  });

  it('is refused for a section without text, and for another writer', async () => {
    const owner = await makeUser('regenerate-empty@example.com');
    const { id: projectId } = await makeProject(owner.id, 'story', 'staged', 'offline');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
    const empty = await db().section.create({
      data: { projectId, stageId: stage.id, position: 0, displayNumber: '1', title: 'Empty' },
    });
    await expect(
      proposeRegeneration({ db: db(), ownerId: owner.id, projectId }, { sectionId: empty.id }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const other = await makeUser('regenerate-other@example.com');
    await expect(
      proposeRegeneration({ db: db(), ownerId: other.id, projectId }, { sectionId: empty.id }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await db().run.count({ where: { projectId } })).toBe(0);
  });
});
