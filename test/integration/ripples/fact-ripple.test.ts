import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewFactRipple, proposeFactRipple } from '../../../lib/data/ripples/propose-fact-ripple';
import { appendVersion } from '../../../lib/data/versions/append-version';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { currentText, makeProject, makeUser, writtenSections } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A fact the continuity ledger tracks, changed in an earlier chapter: the later chapters' passages
// restating its old value are offered with exact replacements, never applied until accepted.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { previewSectionFactRipple, proposeSectionFactRipple } = await import('../../../lib/actions/stages');

useTestDatabase();

const CHAPTERS = [
  'Mara was twelve when the story begins.',
  'Mara was twelve that winter. Owen was twelve too.',
  'Snow fell on the mill. Mara was twelve and ran to the river. Owen was twelve and slow.',
  'The ice cracked. Mara was 12 and afraid of nothing. Owen laughed.',
  'Mara was twelve, and the chapter is locked.',
];

async function setUp() {
  const ownerId = (await makeUser('fact-ripple@example.com')).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  await db().bibleEntry.createMany({
    data: ['Mara', 'Owen'].map((name) => ({
      projectId,
      name,
      aliases: [],
      kind: 'character' as const,
      description: '',
    })),
  });
  const { stageId, sectionIds } = await writtenSections({ ownerId, projectId }, CHAPTERS, { locked: [4] });
  return { scope: { db: db(), ownerId, projectId }, projectId, stageId, sectionIds };
}

describe('a ripple from a fact changed in an earlier chapter', () => {
  let b: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    b = await setUp();
    // The writer makes Mara fourteen in chapter 2.
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: b.projectId,
        stageId: b.stageId,
        sectionId: b.sectionIds[1],
        text: 'Mara was fourteen that winter. Owen was twelve too.',
        source: 'author',
        authorId: b.scope.ownerId,
      }),
    );
  });

  it('shows what it would touch, the locked chapter counted apart, and writes nothing', async () => {
    expect(await previewFactRipple(b.scope, { sectionId: b.sectionIds[1] })).toEqual({
      version: 2,
      changes: [{ subject: 'Mara', from: 'twelve', to: 'fourteen' }],
      places: 2,
      sections: 2,
      lockedPlaces: 1,
      lockedSections: 1,
    });
    expect(await db().suggestion.count({ where: { projectId: b.projectId } })).toBe(0);
  });

  it('offers exactly the later passages restating her old age, not Owen’s nor an earlier chapter’s', async () => {
    expect(await proposeFactRipple(b.scope, { sectionId: b.sectionIds[1], version: 2 })).toEqual({ proposed: 2 });
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
    });
    expect(suggestions.map((s) => [s.sectionId, (s.anchor as Anchor).quote, s.expected])).toEqual([
      [b.sectionIds[2], 'Mara was twelve and ran to the river.', 'Mara was fourteen and ran to the river.'],
      [b.sectionIds[3], 'Mara was 12 and afraid of nothing.', 'Mara was 14 and afraid of nothing.'],
    ]);
    for (const s of suggestions)
      expect(s).toMatchObject({
        role: 'continuity',
        status: 'open',
        evidence: { change: { kind: 'fact', sectionId: b.sectionIds[1], subject: 'Mara' } },
      });
    expect(await currentText(b.sectionIds[2])).toBe(CHAPTERS[2]);
    expect(await currentText(b.sectionIds[3])).toBe(CHAPTERS[3]);
  });

  it('accepting one changes only that passage', async () => {
    const [first, second] = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
    });
    const { runId } = await decideRound(b.scope, {
      roundId: first.roundId,
      decision: 'done',
      picks: { accepted: [second.id], rejected: [first.id] },
    });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await currentText(b.sectionIds[0])).toBe(CHAPTERS[0]);
    expect(await currentText(b.sectionIds[2])).toBe(CHAPTERS[2]);
    expect(await currentText(b.sectionIds[3])).toBe(
      'The ice cracked. Mara was 14 and afraid of nothing. Owen laughed.',
    );
    expect(await currentText(b.sectionIds[4])).toBe(CHAPTERS[4]);
  });

  it('is refused for another writer and for a version the writer did not see', async () => {
    const other = (await makeUser('fact-ripple-other@example.com')).id;
    await expect(
      previewFactRipple({ ...b.scope, ownerId: other }, { sectionId: b.sectionIds[1] }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(proposeFactRipple(b.scope, { sectionId: b.sectionIds[1], version: 1 })).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('through its actions: the owner sees what is left, a stranger is told nothing, bad input gets a message', async () => {
    const owner = await db().user.findUniqueOrThrow({ where: { id: b.scope.ownerId } });
    current = { id: owner.id, email: owner.email, name: 'O', role: 'writer', locale: 'en' };
    // One passage was accepted, one rejected and still states the old age.
    expect(await previewSectionFactRipple({ projectId: b.projectId, sectionId: b.sectionIds[1] })).toMatchObject({
      ok: true,
      data: { version: 2, places: 1, sections: 1, lockedPlaces: 1 },
    });
    expect(
      await proposeSectionFactRipple({ projectId: b.projectId, sectionId: b.sectionIds[1], version: 'two' }),
    ).toMatchObject({ ok: false, code: 'invalid_input' });
    const stranger = await makeUser('fact-ripple-stranger@example.com');
    current = { id: stranger.id, email: stranger.email, name: 'S', role: 'writer', locale: 'en' };
    expect(await previewSectionFactRipple({ projectId: b.projectId, sectionId: b.sectionIds[1] })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });
});
