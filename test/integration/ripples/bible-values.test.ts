import { expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewBibleChange } from '../../../lib/data/ripples/preview-bible-change';
import { saveBibleChangeWithRipple } from '../../../lib/data/ripples/save-bible-change';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { translatorFor } from '../../../lib/i18n/translator';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A value of a bible entry's description changes (green eyes → grey eyes): the passages about her that
// state the old value are proposed with the new one; someone else's green eyes stay.
useTestDatabase();

const CHAPTERS = [
  'Mara looked up with her green eyes. Owen had green eyes too.',
  'The harbour was quiet. Mara’s green eyes narrowed at the sail. Mara wore a green coat.',
];
const entry = (description: string) => ({ name: 'Mara', aliases: [], kind: 'character' as const, description });

it('proposes the new value in the passages about the entry, and changes only what is accepted', async () => {
  const ownerId = (await makeUser('ripple-values@example.com')).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const ids: string[] = [];
  for (const [position, text] of CHAPTERS.entries()) {
    const section = await db().section.create({
      data: { projectId, stageId, position, displayNumber: String(position + 1), title: `Part ${position + 1}` },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: section.id, text, source: 'author', authorId: ownerId }),
    );
    ids.push(section.id);
  }
  const { id: entryId } = await db().bibleEntry.create({
    data: { projectId, ...entry('The keeper’s daughter. Green eyes, a scar on her chin.') },
  });
  await db().bibleEntry.create({ data: { projectId, name: 'Owen', aliases: [], kind: 'character', description: '' } });
  const scope = { db: db(), ownerId, projectId };
  const change = { entryId, entry: entry('The keeper’s daughter. Grey eyes, a scar on her chin.') };

  expect(await previewBibleChange(scope, change)).toMatchObject({
    renames: [],
    values: [{ from: 'Green eyes', to: 'Grey eyes' }],
    places: 2,
    sections: 2,
    passages: 2,
  });
  expect(await db().suggestion.count({ where: { projectId } })).toBe(0);

  const { proposed } = await saveBibleChangeWithRipple(scope, { change, version: 1, translate: translatorFor('en') });
  expect(proposed).toBe(2);
  const rows = await db().suggestion.findMany({ where: { projectId }, orderBy: { section: { position: 'asc' } } });
  expect(rows.map((r) => [(r.anchor as Anchor).quote, r.expected])).toEqual([
    ['Mara looked up with her green eyes.', 'Mara looked up with her grey eyes.'],
    ['Mara’s green eyes narrowed at the sail.', 'Mara’s grey eyes narrowed at the sail.'],
  ]);
  for (const r of rows)
    expect(r).toMatchObject({
      role: 'continuity',
      type: 'ripple-value',
      summary: 'Changed: “Green eyes” → “Grey eyes”',
      evidence: { change: { kind: 'bible-entry', values: [{ from: 'Green eyes', to: 'Grey eyes' }], renames: [] } },
    });

  const { runId } = await decideRound(scope, {
    roundId: rows[0].roundId,
    decision: 'done',
    picks: { accepted: [rows[1].id], rejected: [rows[0].id] },
  });
  expect((await runToEnd(runId!)).status).toBe('succeeded');
  const textOf = async (id: string) =>
    (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;
  expect(await textOf(ids[0])).toBe(CHAPTERS[0]);
  expect(await textOf(ids[1])).toBe(
    'The harbour was quiet. Mara’s grey eyes narrowed at the sail. Mara wore a green coat.',
  );
});
