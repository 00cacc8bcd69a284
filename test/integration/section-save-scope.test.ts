import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { saveSectionText } from '../../lib/data/versions/save-section';
import { appendVersion } from '../../lib/data/versions/append-version';

useTestDatabase();

let ownerId: string;
let strangerId: string;
let projectId: string;
let otherProjectId: string;

/** A section of the owner's story, with one version written by a run. */
async function makeSection(project: string, title: string) {
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId: project, key: 'final' } })).id;
  const section = await db().section.create({
    data: { projectId: project, stageId, position: 0, displayNumber: '1', title },
  });
  await db().$transaction((tx) =>
    appendVersion(tx, { projectId: project, stageId, sectionId: section.id, text: 'The lamp.', source: 'model' }),
  );
  return section.id;
}

beforeAll(async () => {
  ownerId = (await makeUser('save-scope@example.com')).id;
  strangerId = (await makeUser('save-scope-stranger@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
  otherProjectId = (await makeProject(ownerId, 'story')).id;
});

const versionOf = async (sectionId: string) =>
  (await db().section.findUniqueOrThrow({ where: { id: sectionId } })).version;

describe('a section save claims only the author’s live section of the project it names', () => {
  it('saves, and a second save on the same base is a conflict carrying the winner’s text', async () => {
    const sectionId = await makeSection(projectId, 'One');
    const base = await versionOf(sectionId);
    const saved = await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId, baseVersion: base, text: 'The lamp burned.' },
    );
    expect(saved).toEqual({ version: base + 1, words: 3, lengthUnit: 'words' });
    const current = await db().section.findUniqueOrThrow({
      where: { id: sectionId },
      include: { currentVersion: true },
    });
    expect(current.currentVersion).toMatchObject({ text: 'The lamp burned.', source: 'author', number: 2 });
    expect(current.currentVersion?.stageId).toBe(current.stageId);
    await expect(
      saveSectionText({ db: db(), ownerId, projectId }, { sectionId, baseVersion: base, text: 'Mine.' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      details: { theirs: 'The lamp burned.', theirsVersion: base + 1, mine: 'Mine.', savedBy: 'you' },
    });
  });

  it('is not found, and writes nothing, for a stranger, another project’s section or a deleted one', async () => {
    const sectionId = await makeSection(projectId, 'Two');
    const elsewhere = await makeSection(otherProjectId, 'Elsewhere');
    const base = await versionOf(sectionId);
    const elsewhereBase = await versionOf(elsewhere);
    await expect(
      saveSectionText({ db: db(), ownerId: strangerId, projectId }, { sectionId, baseVersion: base, text: 'Theirs.' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      saveSectionText(
        { db: db(), ownerId, projectId },
        { sectionId: elsewhere, baseVersion: elsewhereBase, text: 'Moved.' },
      ),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await db().section.update({ where: { id: sectionId }, data: { deletedAt: new Date() } });
    await expect(
      saveSectionText({ db: db(), ownerId, projectId }, { sectionId, baseVersion: base, text: 'Gone.' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await versionOf(sectionId)).toBe(base);
    expect(await versionOf(elsewhere)).toBe(elsewhereBase);
    expect(await db().version.count({ where: { sectionId: { in: [sectionId, elsewhere] } } })).toBe(2);
  });
});
