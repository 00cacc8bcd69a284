import { describe, expect, it } from 'vitest';
import { chooseVariant, variantSet } from '../../../lib/data/refinement/variants';
import { regenerateSections } from '../../../lib/data/stages/regenerate-sections';
import { getStageView } from '../../../lib/data/stages/stage-view';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// The stale banner regenerates several stale sections at once: a written one gets its new text as a
// proposal beside the current one, an empty one is written, a locked one is passed by. Choosing (all
// or part of) a proposal ends the section's staleness, and the stage's once none is left.
useTestDatabase();

const HAND = 'The writer added this paragraph by hand.';

const row = (id: string) =>
  db().section.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      version: true,
      currentVersionId: true,
      currentVersion: { select: { text: true, source: true } },
    },
  });
const stageStale = async (id: string) => (await db().stage.findUniqueOrThrow({ where: { id } })).stale;

describe('regenerating the stale sections', () => {
  it('proposes beside written sections, writes empty ones, and settles each section as it is chosen', async () => {
    const owner = await makeUser('stale-proposals@example.com');
    const { id: projectId } = await makeProject(owner.id, 'story', 'staged', 'offline');
    await driveStaged(owner.id, projectId);
    const scope = { db: db(), ownerId: owner.id, projectId };
    const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
    const written = await db().section.findMany({ where: { stageId: stage.id }, orderBy: { position: 'asc' } });
    expect(written.length).toBeGreaterThanOrEqual(3);
    const [first, second, locked] = written;
    const mine = `${(await row(first.id)).currentVersion!.text}\n\n${HAND}`;
    await saveSectionText(scope, { sectionId: first.id, baseVersion: (await row(first.id)).version, text: mine });
    const empty = await db().section.create({
      data: {
        projectId,
        stageId: stage.id,
        position: 99,
        displayNumber: '99',
        title: 'Coda',
        goal: 'The lamp goes out.',
      },
    });
    await db().section.update({ where: { id: locked.id }, data: { locked: true } });
    // An upstream change made them stale.
    const staleIds = [first.id, second.id, empty.id, locked.id];
    await db().section.updateMany({
      where: { id: { in: staleIds } },
      data: { status: 'stale', staleReason: 'outline' },
    });
    await db().stage.update({ where: { id: stage.id }, data: { stale: true } });
    const before = {
      first: await row(first.id),
      second: await row(second.id),
      locked: await row(locked.id),
    };

    const { runId } = await regenerateSections(scope, { stageKey: 'final', sectionIds: staleIds });
    const run = await runToEnd(runId);
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');

    // Written sections: untouched (same version, same guard), still stale, a proposal each beside them.
    expect(await row(first.id)).toEqual(before.first);
    expect(await row(second.id)).toEqual(before.second);
    // The locked one is passed by: no text, no proposal.
    expect(await row(locked.id)).toEqual(before.locked);
    // The empty one had nothing to overwrite: written directly.
    expect(await row(empty.id)).toMatchObject({ status: 'written', currentVersion: { source: 'model' } });
    expect(await stageStale(stage.id)).toBe(true);
    const view = await getStageView(scope, { stageKey: 'final' });
    expect(new Set(view.refinement.proposals)).toEqual(
      new Set([
        { runId, sectionId: first.id },
        { runId, sectionId: second.id },
      ]),
    );
    const proposal = await variantSet(scope, runId, first.id);
    expect(proposal).toMatchObject({
      sectionId: first.id,
      baseVersionId: before.first.currentVersionId,
      regenerated: true,
    });
    expect(proposal.texts[0]).not.toContain(HAND);
    await expect(variantSet(scope, runId, empty.id)).rejects.toMatchObject({ code: 'not_found' });
    const intruder = await makeUser('stale-intruder@example.com');
    await expect(variantSet({ ...scope, ownerId: intruder.id }, runId, first.id)).rejects.toMatchObject({
      code: 'not_found',
    });

    // Part of the first proposal: its opening paragraph, with the writer's own paragraph kept.
    const combined = `${proposal.texts[0].split('\n\n')[0]}\n\n${HAND}`;
    await chooseVariant(scope, { runId, sectionId: first.id, text: combined });
    expect(await row(first.id)).toMatchObject({
      status: 'written',
      version: before.first.version + 1,
      currentVersion: { text: combined, source: 'variant' },
    });
    expect(await stageStale(stage.id)).toBe(true);
    const after = await getStageView(scope, { stageKey: 'final' });
    expect(after.refinement.proposals).toEqual([{ runId, sectionId: second.id }]);

    // The second taken whole: the stage stays stale while the locked section is.
    const whole = (await variantSet(scope, runId, second.id)).texts[0];
    await chooseVariant(scope, { runId, sectionId: second.id, text: whole });
    expect(await row(second.id)).toMatchObject({ status: 'written', currentVersion: { text: whole } });
    expect(await stageStale(stage.id)).toBe(true);
    expect((await getStageView(scope, { stageKey: 'final' })).refinement.proposals).toEqual([]);
  });

  it('a proposal is no longer offered once the writer edits its section', async () => {
    const owner = await makeUser('stale-edited@example.com');
    const { id: projectId } = await makeProject(owner.id, 'story', 'staged', 'offline');
    await driveStaged(owner.id, projectId);
    const scope = { db: db(), ownerId: owner.id, projectId };
    const section = await db().section.findFirstOrThrow({
      where: { projectId, stage: { key: 'samples' } },
      orderBy: { position: 'asc' },
    });
    await db().section.update({ where: { id: section.id }, data: { status: 'stale' } });
    const { runId } = await regenerateSections(scope, { stageKey: 'samples', sectionIds: [section.id] });
    expect((await runToEnd(runId)).status).toBe('succeeded');
    expect((await getStageView(scope, { stageKey: 'samples' })).refinement.proposals).toHaveLength(1);
    await saveSectionText(scope, { sectionId: section.id, baseVersion: (await row(section.id)).version, text: HAND });
    expect((await getStageView(scope, { stageKey: 'samples' })).refinement.proposals).toEqual([]);
    // Chosen anyway (a page still showing it): refused as a conflict, the writer's text kept.
    const stale = await variantSet(scope, runId, section.id);
    await expect(chooseVariant(scope, { runId, sectionId: section.id, text: stale.texts[0] })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await row(section.id)).currentVersion?.text).toBe(HAND);
  });
});
