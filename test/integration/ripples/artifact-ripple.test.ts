import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewArtifactRipple, proposeArtifactRipple } from '../../../lib/data/ripples/propose-artifact-ripple';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { saveArtifactData } from '../../../lib/data/versions/save-artifact';
import { translatorFor } from '../../../lib/i18n/translator';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// An approved brief edited after the chapters were written: the chapters' passages that state its old
// names and numbers are proposed as one ripple, nothing changed until the writer accepts.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { previewPlanRipple, proposePlanRipple } = await import('../../../lib/actions/stages');

useTestDatabase();

const brief = (name: string, town: string, age: string, year: string) => ({
  title: 'The Mill',
  logline: `In the winter of ${year}, ${name} was ${age} when the mill at ${town} burned.`,
  characters: [
    { name, role: 'the miller’s daughter', description: '' },
    { name: 'Owen Hale', role: 'her friend', description: '' },
  ],
  setting: `${town}, a river town.`,
  themes: [],
  writingPoints: ['The fire is never explained.'],
});

const CHAPTERS = [
  'Mara Quinn was twelve that winter. Owen was twelve too. Maralyn Fox kept the inn.',
  '“Mara,” Owen said, “the fire of 1998 took Harrow’s mill.” The river froze.',
  'Nobody in Harrow spoke of it. Mara’s hands shook.',
  'Locked: Mara walked to Harrow alone.',
];

async function setUp() {
  const ownerId = (await makeUser('artifact-ripple@example.com')).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const scope = { db: db(), ownerId, projectId };
  const briefStage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'brief' } });
  const finalStage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
  await db().$transaction((tx) =>
    appendVersion(tx, {
      projectId,
      stageId: briefStage.id,
      text: '',
      data: brief('Mara Quinn', 'Harrow', 'twelve', '1998'),
      source: 'author',
      authorId: ownerId,
    }),
  );
  await db().stage.update({ where: { id: briefStage.id }, data: { status: 'approved', approvedAt: new Date() } });
  await db().bibleEntry.create({
    data: { projectId, name: 'Maralyn Fox', aliases: [], kind: 'character', description: '' },
  });
  const sectionIds: string[] = [];
  for (const [position, text] of CHAPTERS.entries()) {
    const section = await db().section.create({
      data: {
        projectId,
        stageId: finalStage.id,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        locked: text.startsWith('Locked'),
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId,
        stageId: finalStage.id,
        sectionId: section.id,
        text,
        source: 'author',
        authorId: ownerId,
      }),
    );
    sectionIds.push(section.id);
  }
  return { scope, projectId, sectionIds };
}

const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;

describe('a ripple from an edited, approved brief', () => {
  let b: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    b = await setUp();
    await saveArtifactData(b.scope, {
      stageKey: 'brief',
      baseVersion: (await db().stage.findFirstOrThrow({ where: { projectId: b.projectId, key: 'brief' } })).version,
      data: brief('Elena Quinn', 'Dunmore', 'fourteen', '2001'),
      translate: translatorFor('en'),
    });
  });

  it('shows what it would touch, locked chapters counted apart, and writes nothing', async () => {
    const impact = await previewArtifactRipple(b.scope, { stageKey: 'brief' });
    expect(impact).toMatchObject({
      toVersion: 2,
      places: 7,
      sections: 3,
      passages: 4,
      lockedPlaces: 2,
      lockedSections: 1,
    });
    expect(impact!.renames).toEqual(
      expect.arrayContaining([
        { from: 'Mara', to: 'Elena' },
        { from: 'Harrow', to: 'Dunmore' },
      ]),
    );
    expect(impact!.values).toEqual(
      expect.arrayContaining([
        { from: '1998', to: '2001' },
        { from: 'twelve', to: 'fourteen' },
      ]),
    );
    expect(await db().suggestion.count({ where: { projectId: b.projectId } })).toBe(0);
  });

  it('proposes exactly the passages stating the old words, not Owen’s age nor Maralyn, and changes no text', async () => {
    expect(await proposeArtifactRipple(b.scope, { stageKey: 'brief', toVersion: 2 })).toEqual({
      proposed: 4,
      runId: null,
    });
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
    });
    expect(suggestions.map((s) => [(s.anchor as Anchor).quote, s.expected])).toEqual([
      ['Mara Quinn was twelve that winter.', 'Elena Quinn was fourteen that winter.'],
      [
        '“Mara,” Owen said, “the fire of 1998 took Harrow’s mill.”',
        '“Elena,” Owen said, “the fire of 2001 took Dunmore’s mill.”',
      ],
      ['Nobody in Harrow spoke of it.', 'Nobody in Dunmore spoke of it.'],
      ['Mara’s hands shook.', 'Elena’s hands shook.'],
    ]);
    for (const s of suggestions)
      expect(s).toMatchObject({ role: 'continuity', status: 'open', evidence: { change: { kind: 'artifact' } } });
    // Proposed again (the form saved once more), the passages already open are not proposed twice.
    expect(await proposeArtifactRipple(b.scope, { stageKey: 'brief', toVersion: 2 })).toEqual({
      proposed: 0,
      runId: null,
    });
    expect(await db().suggestion.count({ where: { projectId: b.projectId } })).toBe(4);
    for (const [i, text] of CHAPTERS.entries()) expect(await textOf(b.sectionIds[i])).toBe(text);
  });

  it('accepting some changes only those passages; the locked chapter is untouched', async () => {
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
    });
    const { runId } = await decideRound(b.scope, {
      roundId: suggestions[0].roundId,
      decision: 'done',
      picks: { accepted: [suggestions[0].id, suggestions[3].id], rejected: [suggestions[1].id] },
    });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await textOf(b.sectionIds[0])).toBe(
      'Elena Quinn was fourteen that winter. Owen was twelve too. Maralyn Fox kept the inn.',
    );
    expect(await textOf(b.sectionIds[1])).toBe(CHAPTERS[1]);
    expect(await textOf(b.sectionIds[2])).toBe('Nobody in Harrow spoke of it. Elena’s hands shook.');
    expect(await textOf(b.sectionIds[3])).toBe(CHAPTERS[3]);
  });

  it('is refused for another writer and when the brief moved on since the impact', async () => {
    const other = (await makeUser('artifact-ripple-other@example.com')).id;
    await expect(previewArtifactRipple({ ...b.scope, ownerId: other }, { stageKey: 'brief' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(proposeArtifactRipple(b.scope, { stageKey: 'brief', toVersion: 1 })).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('through its actions: the owner sees the impact, a stranger is told nothing, bad input gets a message', async () => {
    const owner = await db().user.findUniqueOrThrow({ where: { id: b.scope.ownerId } });
    current = { id: owner.id, email: owner.email, name: 'O', role: 'writer', locale: 'en' };
    const seen = await previewPlanRipple({ projectId: b.projectId, stageKey: 'brief' });
    // Two passages were accepted and one rejected (it still states Mara, 1998 and Harrow); the fourth is still
    // open in the round, so it is not counted again.
    expect(seen).toMatchObject({ ok: true, data: { toVersion: 2, passages: 1, places: 3, lockedPlaces: 2 } });
    expect(await proposePlanRipple({ projectId: b.projectId, stageKey: 'brief', toVersion: 0 })).toMatchObject({
      ok: false,
      code: 'invalid_input',
    });
    const stranger = await makeUser('artifact-ripple-stranger@example.com');
    current = { id: stranger.id, email: stranger.email, name: 'S', role: 'writer', locale: 'en' };
    expect(await previewPlanRipple({ projectId: b.projectId, stageKey: 'brief' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });
});
