import { beforeAll, describe, expect, it } from 'vitest';
import { saveSectionText } from '../../lib/data/versions/save-section';
import { db, useTestDatabase } from '../support/db';
import { makeLoopProject, type LoopProject } from '../support/loop-project';

// Autosaves of one sitting fold into one version; anything else is a new version, and a version a
// round has read keeps its text.

useTestDatabase();

let p: LoopProject;

beforeAll(async () => {
  p = await makeLoopProject('folding@example.com');
});

const versionsOf = (sectionId: string) =>
  db().version.findMany({
    where: { sectionId },
    orderBy: { number: 'asc' },
    select: { id: true, number: true, text: true, source: true, editSession: true, words: true },
  });

const guardOf = async (sectionId: string) =>
  (await db().section.findUniqueOrThrow({ where: { id: sectionId } })).version;

describe('autosaves of one sitting', () => {
  it('fold into one author version, with its length, and each still moves the guard by one', async () => {
    const sectionId = p.sectionIds[0];
    let guard = await guardOf(sectionId);
    for (const text of ['One sitting, first pause.', 'One sitting, second pause, longer now.']) {
      const saved = await saveSectionText(
        { db: db(), ownerId: p.ownerId, projectId: p.projectId },
        { sectionId, baseVersion: guard, text, editSession: 'sitting-a' },
      );
      expect(saved.version).toBe(guard + 1);
      guard = saved.version;
    }
    const versions = await versionsOf(sectionId);
    expect(versions.map((v) => [v.number, v.source, v.editSession])).toEqual([
      [1, 'model', null],
      [2, 'author', 'sitting-a'],
    ]);
    expect(versions[1]).toMatchObject({ text: 'One sitting, second pause, longer now.', words: 6 });
    const section = await db().section.findUniqueOrThrow({ where: { id: sectionId } });
    expect(section.currentVersionId).toBe(versions[1].id);
  });

  it('start a new version in a new sitting, and after an explicit save', async () => {
    const sectionId = p.sectionIds[1];
    let guard = await guardOf(sectionId);
    const save = async (text: string, session?: string) =>
      (guard = (
        await saveSectionText(
          { db: db(), ownerId: p.ownerId, projectId: p.projectId },
          { sectionId, baseVersion: guard, text, editSession: session },
        )
      ).version);
    await save('First sitting.', 'sitting-b');
    await save('Second sitting.', 'sitting-c');
    await save('Saved by hand.');
    await save('Saved by hand, then typed on.', 'sitting-c');
    expect((await versionsOf(sectionId)).map((v) => [v.number, v.text])).toEqual([
      [1, expect.any(String)],
      [2, 'First sitting.'],
      [3, 'Second sitting.'],
      [4, 'Saved by hand.'],
      [5, 'Saved by hand, then typed on.'],
    ]);
  });

  it('leave a version a round has read as it was: the next autosave is a new version', async () => {
    const sectionId = p.sectionIds[2];
    let guard = await guardOf(sectionId);
    guard = (
      await saveSectionText(
        { db: db(), ownerId: p.ownerId, projectId: p.projectId },
        { sectionId, baseVersion: guard, text: 'Read by a round.', editSession: 'sitting-d' },
      )
    ).version;
    const read = (await versionsOf(sectionId)).at(-1)!;
    const loop = await db().loop.create({ data: { projectId: p.projectId, stageId: p.stageId } });
    await db().round.create({
      data: { loopId: loop.id, projectId: p.projectId, number: 1, inputVersionIds: [read.id] },
    });
    await saveSectionText(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { sectionId, baseVersion: guard, text: 'Typed on after the round.', editSession: 'sitting-d' },
    );
    const versions = await versionsOf(sectionId);
    expect(versions.map((v) => v.text).slice(-2)).toEqual(['Read by a round.', 'Typed on after the round.']);
  });

  it('do not fold into a version a model wrote', async () => {
    const sectionId = p.sectionIds[3];
    const guard = await guardOf(sectionId);
    // The current version is the model's: an autosave carrying any session starts a version of its own.
    await saveSectionText(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { sectionId, baseVersion: guard, text: 'After the model.', editSession: 'sitting-e' },
    );
    const versions = await versionsOf(sectionId);
    expect(versions.map((v) => [v.source, v.text])).toEqual([
      ['model', expect.any(String)],
      ['author', 'After the model.'],
    ]);
  });
});
