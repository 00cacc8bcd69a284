import { describe, expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewBibleChange } from '../../../lib/data/ripples/preview-bible-change';
import { saveBibleChangeWithRipple } from '../../../lib/data/ripples/save-bible-change';
import { setSectionLocked } from '../../../lib/data/sections/lock-section';
import { proposeRegeneration } from '../../../lib/data/stages/propose-regeneration';
import { regenerateSections } from '../../../lib/data/stages/regenerate-sections';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { translatorFor } from '../../../lib/i18n/translator';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A locked section keeps its text: a ripple counts it and proposes nothing there, a revision leaves
// what was accepted on it not applied, and regeneration passes it by.
useTestDatabase();

const TEXTS = ['Mara rowed out at dawn.', 'Mara came back at dusk.', 'Mara slept.'];
const entry = (name: string) => ({ name, aliases: [], kind: 'character' as const, description: '' });
const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;

async function lockedBook(email: string) {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const ids: string[] = [];
  for (const [position, text] of TEXTS.entries()) {
    const s = await db().section.create({
      data: { projectId, stageId, position, displayNumber: String(position + 1), title: `Part ${position + 1}` },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'author', authorId: ownerId }),
    );
    ids.push(s.id);
  }
  const scope = { db: db(), ownerId, projectId };
  await setSectionLocked(scope, { sectionId: ids[0], locked: true });
  return { scope, ids };
}

describe('locked sections', () => {
  it('a ripple counts a locked section, proposes nothing there, and a revision leaves it alone', async () => {
    const { scope, ids } = await lockedBook('locks-ripple@example.com');
    const entryId = (await db().bibleEntry.create({ data: { projectId: scope.projectId, ...entry('Mara') } })).id;
    const impact = await previewBibleChange(scope, { entryId, entry: entry('Elena') });
    expect(impact).toMatchObject({ places: 2, sections: 2, lockedPlaces: 1, lockedSections: 1 });
    await saveBibleChangeWithRipple(scope, {
      change: { entryId, entry: entry('Elena') },
      version: 1,
      translate: translatorFor('en'),
    });
    const proposed = await db().suggestion.findMany({ where: { projectId: scope.projectId } });
    expect(proposed.map((s) => s.sectionId).sort()).toEqual([ids[1], ids[2]].sort());

    // Locked after the ripple was proposed: accepting everything still leaves it as it was.
    await setSectionLocked(scope, { sectionId: ids[2], locked: true });
    const { runId } = await decideRound(scope, { roundId: proposed[0].roundId, decision: 'accept_all' });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await textOf(ids[0])).toBe(TEXTS[0]);
    expect(await textOf(ids[1])).toBe('Elena came back at dusk.');
    expect(await textOf(ids[2])).toBe(TEXTS[2]);
    const onLocked = proposed.find((s) => s.sectionId === ids[2])!;
    expect((await db().suggestion.findUniqueOrThrow({ where: { id: onLocked.id } })).status).toBe('not_applied');
  });

  it('regeneration passes a locked section by, and refuses to propose one', async () => {
    const { scope, ids } = await lockedBook('locks-regenerate@example.com');
    await expect(proposeRegeneration(scope, { sectionId: ids[0] })).rejects.toMatchObject({
      code: 'illegal_transition',
      details: { messageKey: 'locks.sectionLocked' },
    });
    const { runId } = await regenerateSections(scope, { stageKey: 'final', sectionIds: [ids[0]] });
    expect((await runToEnd(runId)).status).toBe('succeeded');
    expect(await textOf(ids[0])).toBe(TEXTS[0]);
    expect(await db().version.count({ where: { sectionId: ids[0] } })).toBe(1);
  });
});
