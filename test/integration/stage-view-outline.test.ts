import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { saveSectionText } from '../../lib/data/versions/save-section';
import { stageLoops } from '../../lib/data/refinement/history';
import { openSection } from '../../lib/data/sections/section-outline';
import { getStageView } from '../../lib/data/stages/stage-view';
import { backfillVersionLengths } from '../../lib/data/versions/backfill-lengths';
import { listVersions } from '../../lib/data/versions/list-versions';
import { appendVersion } from '../../lib/data/versions/append-version';

useTestDatabase();

let ownerId: string;
let projectId: string;
let stageId: string;
let sectionIds: string[];
const text = (i: number, v: number) => `Chapter ${i} version ${v}. ` + 'The lamp burned on. '.repeat(50);

/** A story's final stage: three sections with five versions each, and three loops of one round. */
beforeAll(async () => {
  ownerId = (await makeUser('outline@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionIds = [];
  for (let i = 1; i <= 3; i++) {
    const s = await db().section.create({
      data: { projectId, stageId, position: i, displayNumber: String(i), title: `Chapter ${i}` },
    });
    for (let v = 1; v <= 5; v++)
      await db().$transaction((tx) =>
        appendVersion(tx, {
          projectId,
          stageId,
          sectionId: s.id,
          text: text(i, v),
          source: v === 1 ? 'model' : 'author',
        }),
      );
    sectionIds.push(s.id);
  }
  for (let l = 0; l < 3; l++) {
    const loop = await db().loop.create({ data: { projectId, stageId, roles: ['red'] } });
    await db().round.create({ data: { loopId: loop.id, projectId, number: 1, roles: ['red'] } });
  }
});

describe('the stage page sends what the view shows', () => {
  it('lists every section with stored counts and opens only the one asked for', async () => {
    const view = await getStageView(
      { db: db(), ownerId, projectId },
      { stageKey: 'final', openSectionId: sectionIds[1] },
    );
    expect(view.sections.map((s) => [s.words, s.lengthUnit, s.versionCount])).toEqual([
      [204, 'words', 5],
      [204, 'words', 5],
      [204, 'words', 5],
    ]);
    expect(view.sections.every((s) => !('text' in s))).toBe(true);
    expect(view.openSection?.id).toBe(sectionIds[1]);
    expect(view.openSection?.text).toBe(text(2, 5));
    // Without a choice the first section opens; one that is not the stage's is ignored.
    expect(
      (await getStageView({ db: db(), ownerId, projectId }, { stageKey: 'final', openSectionId: 'nope' })).openSection
        ?.id,
    ).toBe(sectionIds[0]);
    // Only the newest loop comes with the page; the others load with the history, a page at a time.
    expect(view.refinement.loopCount).toBe(3);
    expect(view.refinement.roundCount).toBe(3);
    expect(view.refinement.loop?.rounds).toHaveLength(1);
    expect(
      await stageLoops({ db: db(), ownerId, projectId }, { stageKey: 'final', page: { skip: 0, take: 2 } }),
    ).toHaveLength(2);
  });

  it('counts versions written before lengths were stored once, at start-up, not when a page is read', async () => {
    const current = (await db().section.findUniqueOrThrow({ where: { id: sectionIds[2] } })).currentVersionId!;
    await db().version.updateMany({ where: { sectionId: sectionIds[2] }, data: { words: null, lengthUnit: null } });
    expect((await getStageView({ db: db(), ownerId, projectId }, { stageKey: 'final' })).sections[2].words).toBe(0);
    expect(await backfillVersionLengths(db())).toBe(5);
    expect(await db().version.findUniqueOrThrow({ where: { id: current } })).toMatchObject({ words: 204 });
    expect((await getStageView({ db: db(), ownerId, projectId }, { stageKey: 'final' })).sections[2].words).toBe(204);
    expect(await backfillVersionLengths(db())).toBe(0);
  });

  it('reads a section and its history on demand, newest first, for the owner only', async () => {
    const stranger = (await makeUser('stranger-outline@example.com')).id;
    expect(await openSection({ db: db(), ownerId: stranger, projectId }, sectionIds[0])).toBeNull();
    expect((await openSection({ db: db(), ownerId, projectId }, sectionIds[0]))?.text).toBe(text(1, 5));

    const page = await listVersions({ db: db(), ownerId, projectId }, { unit: { sectionId: sectionIds[0] }, limit: 2 });
    expect(page.versions.map((v) => v.number)).toEqual([5, 4]);
    expect(page.total).toBe(5);
    expect(page.currentId).toBe(page.versions[0].id);
    expect(page.originalId).not.toBeNull();
    await expect(
      listVersions({ db: db(), ownerId: stranger, projectId }, { unit: { sectionId: sectionIds[0] }, limit: 2 }),
    ).rejects.toThrow('not_found');
  });

  it('answers a save with the new edit version and the stored count only', async () => {
    const { version } = await db().section.findUniqueOrThrow({ where: { id: sectionIds[0] } });
    const saved = await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[0], baseVersion: version, text: '灯塔的灯还亮着。' },
    );
    expect(saved).toEqual({ version: version + 1, words: 7, lengthUnit: 'chars' });
    expect(JSON.stringify(saved).length).toBeLessThan(5_000);
  });
});
