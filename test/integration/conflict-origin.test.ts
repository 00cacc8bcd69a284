import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { saveArtifactData } from '../../lib/data/versions/save-artifact';
import { saveSectionText } from '../../lib/data/versions/save-section';
import { translatorFor } from '../../lib/i18n/translator';
import { appendVersion } from '../../lib/data/versions/append-version';
import type { ExpectedError } from '../../lib/errors';

// A refused stale save says who saved the newer text: the writer in another tab, or a generation.
useTestDatabase();

let ownerId: string;
let projectId: string;
let stageId: string;
let sectionId: string;

beforeAll(async () => {
  ownerId = (await makeUser('two-tabs@example.com')).id;
  projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionId = (
    await db().section.create({
      data: { projectId, stageId, position: 0, displayNumber: '1', title: 'One', targetLength: 20, status: 'written' },
    })
  ).id;
});

const version = async () => (await db().section.findUniqueOrThrow({ where: { id: sectionId } })).version;
const refusal = (base: number, text: string) =>
  saveSectionText({ db: db(), ownerId, projectId }, { sectionId, baseVersion: base, text }).catch(
    (e: unknown) => e as ExpectedError,
  );

describe('a stale save', () => {
  it('from the writer’s other tab is refused as their own newer save', async () => {
    const base = await version();
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId, baseVersion: base, text: 'Saved in the first tab.' },
    );
    const refused = await refusal(base, 'Typed in the second tab.');
    expect(refused).toMatchObject({
      code: 'conflict',
      details: { savedBy: 'you', theirs: 'Saved in the first tab.', mine: 'Typed in the second tab.' },
    });
  });

  it('after a run wrote the section is refused as the run’s', async () => {
    const base = await version();
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId, text: 'A revision.', source: 'revision', engine: 'offline' }),
    );
    expect(await refusal(base, 'Mine.')).toMatchObject({ code: 'conflict', details: { savedBy: 'run' } });
  });

  it('after the writer chose a variant elsewhere is refused as their own', async () => {
    const base = await version();
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId,
        stageId,
        sectionId,
        text: 'A chosen variant.',
        source: 'variant',
        engine: 'offline',
        authorId: ownerId,
      }),
    );
    expect(await refusal(base, 'Mine again.')).toMatchObject({ code: 'conflict', details: { savedBy: 'you' } });
  });
});

describe('a stale artifact save', () => {
  const requirements = (researchQuestion: string) => ({
    researchQuestion,
    scope: 'Island societies',
    methods: [],
    keyTerms: [],
    constraints: [],
  });
  let paperId: string;
  const intake = () => db().stage.findFirstOrThrow({ where: { projectId: paperId, key: 'intake' } });
  const save = (base: number, question: string) =>
    saveArtifactData(
      { db: db(), ownerId, projectId: paperId },
      { stageKey: 'intake', baseVersion: base, data: requirements(question), translate: translatorFor('en') },
    );
  const artifactRefusal = (base: number, question: string) =>
    save(base, question).catch((e: unknown) => e as ExpectedError);

  beforeAll(async () => {
    paperId = (await makeProject(ownerId, 'paper', 'staged', 'offline')).id;
  });

  it('after a generation is refused as the generation’s, with both texts', async () => {
    const stage = await intake();
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: paperId,
        stageId: stage.id,
        text: '',
        data: requirements('Generated question?'),
        source: 'model',
        engine: 'offline',
      }),
    );
    expect(await artifactRefusal(stage.version, 'My question?')).toMatchObject({
      code: 'conflict',
      details: { savedBy: 'run', theirs: { researchQuestion: 'Generated question?' } },
    });
  });

  it('from the writer’s other tab is refused as their own newer save', async () => {
    const base = (await intake()).version;
    await save(base, 'First tab question?');
    expect(await artifactRefusal(base, 'Second tab question?')).toMatchObject({
      code: 'conflict',
      details: { savedBy: 'you', theirs: { researchQuestion: 'First tab question?' } },
    });
  });
});
