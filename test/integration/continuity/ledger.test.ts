import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { rollbackToRound } from '../../../lib/data/refinement/rollback';
import { readContinuityBook } from '../../../lib/data/continuity/book';
import { listWaivers, waiveFinding } from '../../../lib/data/continuity/waivers';
import { checkContinuity } from '../../../lib/workflow/continuity/check';
import { findingFingerprint, partitionByWaivers } from '../../../lib/workflow/continuity/waivers';

// The continuity ledger on a real database: each new text of a section re-extracts that section only;
// the continuity reviewer's round quotes the earlier chapter; a waiver holds until its facts change.
useTestDatabase();

const CHAPTERS = [
  'Mara was twelve the autumn the storm came. Mara had green eyes.',
  'The gulls came back in spring. Owen mended the nets.',
  'Mara ran to the gate. The fourteen-year-old had never been so fast.',
];

let ownerId: string;
let projectId: string;
let stageId: string;
let sectionIds: string[];

const ledgerRows = async () =>
  new Map(
    (await db().ledgerSection.findMany({ where: { projectId, engine: 'offline' } })).map((r) => [r.sectionId, r]),
  );
const openFindings = async () => {
  const read = await readContinuityBook(db(), { projectId, stageId });
  return partitionByWaivers(checkContinuity(read!.book), await listWaivers(db(), projectId));
};
const editVersion = async (id: string) => (await db().section.findUniqueOrThrow({ where: { id } })).version;

beforeAll(async () => {
  ownerId = (await makeUser('ledger@example.com')).id;
  projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionIds = [];
  for (const [position, text] of CHAPTERS.entries()) {
    const s = await db().section.create({
      data: {
        projectId,
        stageId,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'model', engine: 'offline' }),
    );
    sectionIds.push(s.id);
  }
});

describe('the continuity ledger', () => {
  it("holds every section's facts once its text is written", async () => {
    const rows = await ledgerRows();
    expect([...rows.keys()].sort()).toEqual([...sectionIds].sort());
    const facts = rows.get(sectionIds[0])!.facts as { attribute: string; value: string }[];
    expect(facts).toContainEqual(expect.objectContaining({ attribute: 'age', value: '12' }));
  });

  it('re-extracts only the section a save changes', async () => {
    const before = await ledgerRows();
    await saveSectionText(
      { db: db(), ownerId, projectId },
      {
        sectionId: sectionIds[1],
        baseVersion: await editVersion(sectionIds[1]),
        text: 'Two years later the gulls came back. Owen mended the nets.',
      },
    );
    const after = await ledgerRows();
    expect(after.get(sectionIds[1])!.contentHash).not.toBe(before.get(sectionIds[1])!.contentHash);
    for (const id of [sectionIds[0], sectionIds[2]])
      expect(after.get(id)!.extractedAt).toEqual(before.get(id)!.extractedAt);
  });

  it('compares across sections: two years pass, so fourteen is no contradiction; without them it is', async () => {
    expect((await openFindings()).open).toEqual([]);
    await saveSectionText(
      { db: db(), ownerId, projectId },
      {
        sectionId: sectionIds[1],
        baseVersion: await editVersion(sectionIds[1]),
        text: 'The gulls came back in spring. Owen mended the nets.',
      },
    );
    const { open } = await openFindings();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: 'contradiction', sectionId: sectionIds[2], quote: 'fourteen-year-old' });
    expect(open[0].evidence[0]).toMatchObject({ sectionId: sectionIds[0], quote: 'Mara was twelve' });
  });

  it('the continuity reviewer raises it in a round, with its evidence and replacement, and a rollback re-extracts', async () => {
    const started = await startLoop(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        mode: 'manual',
        roles: ['continuity'],
        maxRounds: 3,
        accept: ['high', 'medium'],
        tokenBudget: null,
      },
    );
    expect((await runToEnd(started.runId)).status).toBe('succeeded');
    const round = await db().round.findFirstOrThrow({
      where: { loopId: started.loopId },
      include: { suggestions: true },
    });
    const s = round.suggestions.find((x) => x.role === 'continuity')!;
    expect(s).toMatchObject({ type: 'contradiction', sectionId: sectionIds[2], expected: 'twelve-year-old' });
    expect(s.evidence).toMatchObject({
      passages: [{ sectionId: sectionIds[0], quote: 'Mara was twelve', title: 'Chapter 1' }],
      replacement: 'twelve-year-old',
    });

    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[2], baseVersion: await editVersion(sectionIds[2]), text: 'Mara ran to the gate.' },
    );
    expect((await openFindings()).open).toEqual([]);
    await rollbackToRound({ db: db(), ownerId, projectId }, round.id);
    expect((await openFindings()).open).toHaveLength(1);
  });

  it('a waiver holds until one of the facts it rests on changes', async () => {
    const [finding] = (await openFindings()).open;
    await waiveFinding(
      { db: db(), ownerId, projectId },
      {
        fingerprint: findingFingerprint(finding),
        reason: 'She lies about her age',
        rests: finding.rests,
        summary: finding.summary,
      },
    );
    expect((await openFindings()).open).toEqual([]);
    expect((await openFindings()).waived[0].reason).toBe('She lies about her age');
    // An unrelated edit keeps it waived; changing the earlier passage raises it again.
    await saveSectionText(
      { db: db(), ownerId, projectId },
      {
        sectionId: sectionIds[1],
        baseVersion: await editVersion(sectionIds[1]),
        text: 'Owen mended the nets all spring.',
      },
    );
    expect((await openFindings()).open).toEqual([]);
    await saveSectionText(
      { db: db(), ownerId, projectId },
      {
        sectionId: sectionIds[0],
        baseVersion: await editVersion(sectionIds[0]),
        text: 'Mara was eleven the autumn the storm came.',
      },
    );
    const { open, waived } = await openFindings();
    expect(waived).toEqual([]);
    expect(open[0]).toMatchObject({ quote: 'fourteen-year-old', evidence: [{ quote: 'Mara was eleven' }] });
  });
});
