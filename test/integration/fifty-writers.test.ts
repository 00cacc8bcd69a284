import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { saveSectionText } from '../../lib/data/versions/save-section';
import { getStageView } from '../../lib/data/stages/stage-view';
import { appendVersion } from '../../lib/data/versions/append-version';

useTestDatabase();

const WRITERS = 50;
const SAVES = 4;
let ownerId: string;
let projectId: string;
let sectionIds: string[];

/** A story whose final stage has one written section per writer. */
beforeAll(async () => {
  ownerId = (await makeUser('many@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
  const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
  sectionIds = [];
  for (let i = 0; i < WRITERS; i++) {
    const s = await db().section.create({
      data: { projectId, stageId: stage.id, position: i, displayNumber: String(i + 1), title: `Chapter ${i + 1}` },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId: stage.id, sectionId: s.id, text: `Chapter ${i + 1}.`, source: 'model' }),
    );
    sectionIds.push(s.id);
  }
});

/** One writer: autosaves in one sitting, then an explicit save, each on the version the last one returned. */
async function writer(sectionId: string, n: number): Promise<string> {
  let version = 2;
  let text = '';
  for (let k = 1; k <= SAVES; k++) {
    text = `Chapter ${n} draft ${k}: the tide came in over the causeway.`;
    const session = k < SAVES ? `sitting-${n}` : undefined;
    const saved = await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId, baseVersion: version, text, editSession: session },
    );
    version = saved.version;
  }
  return text;
}

describe('fifty writers on one web process', () => {
  it('saves every text with no error while the stage page is read alongside', async () => {
    const reads = Array.from({ length: 10 }, () =>
      getStageView({ db: db(), ownerId, projectId }, { stageKey: 'final' }),
    );
    const results = await Promise.allSettled([...sectionIds.map((id, i) => writer(id, i + 1)), ...reads]);
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures).toEqual([]);

    const stored = await db().section.findMany({
      where: { id: { in: sectionIds } },
      select: { id: true, version: true, currentVersion: { select: { text: true, words: true, number: true } } },
    });
    const byId = new Map(stored.map((s) => [s.id, s]));
    sectionIds.forEach((id, i) => {
      const s = byId.get(id)!;
      // No lost save: the last text is current, the guard moved once per save, the sitting folded into one version.
      expect(s.currentVersion?.text).toBe((results[i] as PromiseFulfilledResult<string>).value);
      expect(s.version).toBe(2 + SAVES);
      expect(s.currentVersion?.number).toBe(3);
      expect(s.currentVersion?.words).toBe(11);
    });
  });
});
