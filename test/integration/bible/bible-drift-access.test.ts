import { beforeAll, describe, expect, it } from 'vitest';
import { addBibleEntry, deleteBibleEntry, listBible, updateBibleEntry } from '../../../lib/data/bible/entries';
import { getStageView } from '../../../lib/data/stages/stage-view';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { translatorFor } from '../../../lib/i18n/translator';
import type { BibleEntryText } from '../../../lib/workflow/bible/entry';
import { db, useTestDatabase } from '../../support/db';
import { patchConfig } from '../../support/flows';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// The name-drift check reads the story bible (offline engine, lint reviewer), and the bible is the
// owner's alone: another account can neither read nor change it.
useTestDatabase();

const t = translatorFor('en');
const character = (name: string, description = ''): BibleEntryText => ({
  name,
  aliases: [],
  kind: 'character',
  description,
});

/** An offline story project whose final stage holds one written chapter. */
async function chapterProject(email: string, goal: string, text: string, language: 'en' | 'zh') {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  await patchConfig(projectId, { language });
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const section = await db().section.create({
    data: {
      projectId,
      stageId,
      position: 0,
      displayNumber: '1',
      title: 'Storm',
      goal,
      targetLength: 30,
      status: 'written',
    },
  });
  await db().$transaction((tx) =>
    appendVersion(tx, { projectId, stageId, sectionId: section.id, text, source: 'author' }),
  );
  return { ownerId, projectId };
}

/** The name findings of one manual lint round, as summary → anchored quote. */
async function nameFindings(ownerId: string, projectId: string) {
  const { loopId, runId } = await startLoop(
    { db: db(), ownerId, projectId },
    {
      stageKey: 'final',
      mode: 'manual',
      roles: ['lint'],
      maxRounds: 1,
      accept: ['high'],
      tokenBudget: null,
    },
  );
  expect((await runToEnd(runId)).status).toBe('succeeded');
  const suggestions = await db().suggestion.findMany({ where: { round: { loopId }, type: 'name-drift' } });
  return suggestions.map((s) => ({
    summary: s.summary,
    expected: s.expected,
    quote: (s.anchor as { quote: string } | null)?.quote ?? null,
  }));
}

describe('the name-drift check holds the text to the bible', () => {
  it('flags "Thomas" for the bible\'s "Tomas" and a name the goal mentions but the text leaves out', async () => {
    const { ownerId, projectId } = await chapterProject(
      'drift-en@example.com',
      'Tomas and Mara climb to the lamp room',
      'Thomas climbed the stairs to the lamp room. The storm beat against the glass, and he lit the wick.',
      'en',
    );
    await addBibleEntry({ db: db(), ownerId, projectId }, { entry: character('Tomas', 'The keeper.'), translate: t });
    await addBibleEntry(
      { db: db(), ownerId, projectId },
      { entry: character('Mara', "The keeper's daughter."), translate: t },
    );
    const findings = await nameFindings(ownerId, projectId);
    expect(findings).toContainEqual({ summary: 'Name "Thomas" should be "Tomas"', expected: 'Tomas', quote: 'Thomas' });
    expect(findings).toContainEqual({ summary: '"Mara" is missing from the text', expected: 'Mara', quote: null });
    // The misspelt name is not reported missing as well.
    expect(findings.filter((f) => f.expected === 'Tomas')).toHaveLength(1);
  });

  it("flags 托玛斯 for the bible's 托马斯 in a Chinese chapter", async () => {
    const { ownerId, projectId } = await chapterProject(
      'drift-zh@example.com',
      '托马斯登上灯塔',
      '那天晚上，托玛斯一步一步登上了灯塔。风暴拍打着玻璃，他点亮了灯芯。',
      'zh',
    );
    await addBibleEntry({ db: db(), ownerId, projectId }, { entry: character('托马斯', '灯塔看守人。'), translate: t });
    const findings = await nameFindings(ownerId, projectId);
    expect(findings).toEqual([{ summary: '人名“托玛斯”应为“托马斯”', expected: '托马斯', quote: '托玛斯' }]);
  });

  it('says nothing when the text keeps to the bible, aliases included', async () => {
    const { ownerId, projectId } = await chapterProject(
      'drift-clean@example.com',
      'Tomas climbs to the lamp room',
      'Tom climbed the stairs to the lamp room. Tomas lit the wick as the storm beat against the glass.',
      'en',
    );
    await addBibleEntry(
      { db: db(), ownerId, projectId },
      { entry: { ...character('Tomas'), aliases: ['Tom'] }, translate: t },
    );
    expect(await nameFindings(ownerId, projectId)).toEqual([]);
  });
});

describe('a bible belongs to its owner', () => {
  let owner: string;
  let stranger: string;
  let projectId: string;
  let entryId: string;

  beforeAll(async () => {
    owner = (await makeUser('bible-owner@example.com')).id;
    stranger = (await makeUser('bible-stranger@example.com')).id;
    projectId = (await makeProject(owner, 'story', 'staged', 'offline')).id;
    entryId = (
      await addBibleEntry(
        { db: db(), ownerId: owner, projectId },
        { entry: character('Tomas', 'The keeper.'), translate: t },
      )
    ).id;
  });

  it('another account reads nothing and changes nothing', async () => {
    expect(await listBible({ db: db(), ownerId: stranger, projectId })).toEqual([]);
    await expect(getStageView({ db: db(), ownerId: stranger, projectId }, { stageKey: 'brief' })).rejects.toMatchObject(
      { code: 'not_found' },
    );
    await expect(
      addBibleEntry({ db: db(), ownerId: stranger, projectId }, { entry: character('Eve'), translate: t }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      updateBibleEntry(
        { db: db(), ownerId: stranger, projectId },
        { target: { entryId, version: 1 }, entry: character('Eve'), translate: t },
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(deleteBibleEntry({ db: db(), ownerId: stranger, projectId }, entryId)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await listBible({ db: db(), ownerId: owner, projectId })).map((e) => e.name)).toEqual(['Tomas']);
    // The stage page shows how many entries the bible holds.
    expect((await getStageView({ db: db(), ownerId: owner, projectId }, { stageKey: 'brief' })).bibleCount).toBe(1);
  });

  it('the owner edits under the edit guard: a stale version is a conflict, a taken name a field message', async () => {
    await updateBibleEntry(
      { db: db(), ownerId: owner, projectId },
      { target: { entryId, version: 1 }, entry: { ...character('Tomas'), aliases: ['Tom'] }, translate: t },
    );
    await expect(
      updateBibleEntry(
        { db: db(), ownerId: owner, projectId },
        { target: { entryId, version: 1 }, entry: character('Tomás'), translate: t },
      ),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      addBibleEntry({ db: db(), ownerId: owner, projectId }, { entry: character('Tomas'), translate: t }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
      details: { fieldErrors: { name: t('validation.duplicate') } },
    });
    const [entry] = await listBible({ db: db(), ownerId: owner, projectId });
    expect(entry).toMatchObject({ name: 'Tomas', aliases: ['Tom'], version: 2, fromPlan: false });
    await deleteBibleEntry({ db: db(), ownerId: owner, projectId }, entryId);
    expect(await listBible({ db: db(), ownerId: owner, projectId })).toEqual([]);
  });
});
