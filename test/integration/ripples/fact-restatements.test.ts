import { beforeAll, describe, expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewFactRipple, proposeFactRipple } from '../../../lib/data/ripples/propose-fact-ripple';
import { appendVersion } from '../../../lib/data/versions/append-version';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { currentText, makeProject, makeUser, writtenSections } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// An age restated in forms the ledger does not read as facts (a relative clause, an appositive with an
// adverb) travels with the ripple, in the passage's own words; a chapter that does not name her is
// passed by, and another person's age or her dog's stays.
useTestDatabase();

const CHAPTERS = [
  'Mara was twelve when the story begins.',
  'The tide came in twice that day. Owen, who was twelve, mended the nets.',
  'Mara, who was twelve, ran to the river. Owen, who was twelve, stayed behind.',
  'Mara, only 12, was not afraid. Her dog was twelve.',
];

async function setUp() {
  const ownerId = (await makeUser('fact-restatements@example.com')).id;
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
  const { stageId, sectionIds } = await writtenSections({ ownerId, projectId }, CHAPTERS);
  const edit = (text: string) =>
    db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: sectionIds[0], text, source: 'author', authorId: ownerId }),
    );
  return { scope: { db: db(), ownerId, projectId }, sectionIds, edit };
}

describe('a fact ripple reaching an age restated outside the ledger’s patterns', () => {
  let b: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    b = await setUp();
    await b.edit('Mara was fourteen when the story begins.');
  });

  it('proposes her relative clause and appositive, in their own words, and nobody else’s age', async () => {
    expect(await previewFactRipple(b.scope, { sectionId: b.sectionIds[0] })).toMatchObject({
      changes: [{ subject: 'Mara', from: 'twelve', to: 'fourteen' }],
      places: 2,
      sections: 2,
    });
    expect(await proposeFactRipple(b.scope, { sectionId: b.sectionIds[0], version: 2 })).toEqual({ proposed: 2 });
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.scope.projectId },
      orderBy: { section: { position: 'asc' } },
    });
    expect(suggestions.map((s) => [s.sectionId, (s.anchor as Anchor).quote, s.expected])).toEqual([
      [b.sectionIds[2], 'Mara, who was twelve, ran to the river.', 'Mara, who was fourteen, ran to the river.'],
      [b.sectionIds[3], 'Mara, only 12, was not afraid.', 'Mara, only 14, was not afraid.'],
    ]);
  });

  it('accepting them changes those sentences only', async () => {
    const suggestions = await db().suggestion.findMany({ where: { projectId: b.scope.projectId } });
    const { runId } = await decideRound(b.scope, {
      roundId: suggestions[0].roundId,
      decision: 'done',
      picks: { accepted: suggestions.map((s) => s.id), rejected: [] },
    });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await currentText(b.sectionIds[1])).toBe(CHAPTERS[1]);
    expect(await currentText(b.sectionIds[2])).toBe(
      'Mara, who was fourteen, ran to the river. Owen, who was twelve, stayed behind.',
    );
    expect(await currentText(b.sectionIds[3])).toBe('Mara, only 14, was not afraid. Her dog was twelve.');
  });
});
