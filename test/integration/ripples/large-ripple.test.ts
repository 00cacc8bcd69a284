import { expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { saveBibleChangeWithRipple } from '../../../lib/data/ripples/save-bible-change';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { isId } from '../../../lib/errors';
import { translatorFor } from '../../../lib/i18n/translator';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A main character's rename writes thousands of suggestions in a few multi-row statements: every row
// must come back as Prisma would have written it, across the statements' boundary too.
useTestDatabase();

const SENTENCES = 850;
const chapter = (n: number) =>
  Array.from({ length: SENTENCES }, (_, i) => `Mara crossed bridge ${n}-${i} at dusk.`).join(' ');
const entry = (name: string) => ({ name, aliases: [], kind: 'character' as const, description: '' });

it('writes every passage of a long ripple as an open suggestion anchored on its sentence', async () => {
  const ownerId = (await makeUser('ripple-large@example.com')).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const sectionIds: string[] = [];
  for (const position of [0, 1, 2]) {
    const section = await db().section.create({
      data: { projectId, stageId, position, displayNumber: String(position + 1), title: `Part ${position + 1}` },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: section.id, text: chapter(position), source: 'author' }),
    );
    sectionIds.push(section.id);
  }
  const { id: entryId } = await db().bibleEntry.create({ data: { projectId, ...entry('Mara') } });

  const { proposed } = await saveBibleChangeWithRipple(
    { db: db(), ownerId, projectId },
    { change: { entryId, entry: entry('Elena') }, version: 1, translate: translatorFor('en') },
  );
  expect(proposed).toBe(3 * SENTENCES);
  const rows = await db().suggestion.findMany({ where: { projectId } });
  expect(rows).toHaveLength(3 * SENTENCES);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(rows.every((r) => isId(r.id))).toBe(true);
  const round = await db().round.findUniqueOrThrow({ where: { id: rows[0].roundId } });
  expect(round).toMatchObject({ mediumCount: 3 * SENTENCES, status: 'assessed' });
  for (const r of rows) {
    const anchor = r.anchor as Anchor;
    const text = chapter(sectionIds.indexOf(r.sectionId!));
    expect(text.slice(anchor.start, anchor.end)).toBe(anchor.quote);
    expect(r).toMatchObject({
      roundId: round.id,
      role: 'continuity',
      type: 'ripple-rename',
      priority: 'medium',
      status: 'open',
      expected: anchor.quote.replace('Mara', 'Elena'),
      evidence: { passages: [], replacement: r.expected, change: { kind: 'bible-entry', from: 'Mara', to: 'Elena' } },
    });
    expect(r.fingerprint).not.toBe('');
    expect(r.updatedAt.getTime()).toBeGreaterThan(0);
  }

  // One sentence from the first chapter and one from the last (different statements) accepted.
  const first = rows.find((r) => (r.anchor as Anchor).quote === 'Mara crossed bridge 0-5 at dusk.')!;
  const last = rows.find((r) => (r.anchor as Anchor).quote === 'Mara crossed bridge 2-849 at dusk.')!;
  const { runId } = await decideRound(
    { db: db(), ownerId, projectId },
    { roundId: round.id, decision: 'done', picks: { accepted: [first.id, last.id], rejected: [] } },
  );
  expect((await runToEnd(runId!)).status).toBe('succeeded');
  const textOf = async (id: string) =>
    (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;
  expect(await textOf(sectionIds[0])).toBe(chapter(0).replace('Mara crossed bridge 0-5 ', 'Elena crossed bridge 0-5 '));
  expect(await textOf(sectionIds[1])).toBe(chapter(1));
  expect(await textOf(sectionIds[2])).toBe(
    chapter(2).replace('Mara crossed bridge 2-849 ', 'Elena crossed bridge 2-849 '),
  );
});
