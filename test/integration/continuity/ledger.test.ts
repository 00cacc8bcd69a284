import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { rollbackToRound } from '../../../lib/data/refinement/rollback';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { regenerateSections } from '../../../lib/data/stages/regenerate-sections';
import { chooseVariant, variantSet } from '../../../lib/data/refinement/variants';
import { readContinuityBook } from '../../../lib/data/continuity/book';
import { listWaivers, waiveFinding } from '../../../lib/data/continuity/waivers';
import { continuityView } from '../../../lib/data/continuity/continuity-view';
import { checkContinuity } from '../../../lib/workflow/continuity/check';
import { findingFingerprint, partitionByWaivers } from '../../../lib/workflow/continuity/waivers';

// The continuity ledger on a real database: saves never extract; the next read re-extracts the sections
// whose text changed (after a save, a revision, a regeneration or a rollback) and only those; the
// continuity reviewer's round quotes the earlier chapter and its fix is applied word for word; a waiver
// holds until its facts change.
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
const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;
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
  it('a save extracts nothing; the next read extracts every section once', async () => {
    expect((await ledgerRows()).size).toBe(0);
    expect((await readContinuityBook(db(), { projectId, stageId }))!.refreshed).toBe(3);
    const rows = await ledgerRows();
    expect([...rows.keys()].sort()).toEqual([...sectionIds].sort());
    const facts = rows.get(sectionIds[0])!.facts as { attribute: string; value: string }[];
    expect(facts).toContainEqual(expect.objectContaining({ attribute: 'age', value: '12' }));
    expect((await readContinuityBook(db(), { projectId, stageId }))!.refreshed).toBe(0);
  });

  it('after a save, the next read re-extracts only the section it changed', async () => {
    const before = await ledgerRows();
    await saveSectionText(
      { db: db(), ownerId, projectId },
      {
        sectionId: sectionIds[1],
        baseVersion: await editVersion(sectionIds[1]),
        text: 'Two years later the gulls came back. Owen mended the nets.',
      },
    );
    expect((await ledgerRows()).get(sectionIds[1])!.contentHash).toBe(before.get(sectionIds[1])!.contentHash);
    expect((await readContinuityBook(db(), { projectId, stageId }))!.refreshed).toBe(1);
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

  it('the continuity reviewer raises it in a round; accepting it applies the exact replacement; a rollback restores the revision', async () => {
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

    // The offline reviser applies the replacement word for word. The loop's next round reads the
    // book: the revised section is extracted again there, and only it.
    const before = await ledgerRows();
    const { runId } = await decideRound(
      { db: db(), ownerId, projectId },
      { roundId: round.id, decision: 'accept_selected', picks: { accepted: [s.id], rejected: [] } },
    );
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await textOf(sectionIds[2])).toBe('Mara ran to the gate. The twelve-year-old had never been so fast.');
    expect((await db().suggestion.findUniqueOrThrow({ where: { id: s.id } })).status).toBe('resolved');
    const after = await ledgerRows();
    expect(after.get(sectionIds[2])!.contentHash).not.toBe(before.get(sectionIds[2])!.contentHash);
    for (const id of sectionIds.slice(0, 2)) expect(after.get(id)!.extractedAt).toEqual(before.get(id)!.extractedAt);
    expect((await openFindings()).open).toEqual([]);

    // The writer puts the contradiction back; a rollback to the round restores its revision.
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[2], baseVersion: await editVersion(sectionIds[2]), text: CHAPTERS[2] },
    );
    expect((await openFindings()).open).toHaveLength(1);
    await rollbackToRound({ db: db(), ownerId, projectId }, round.id);
    expect(await textOf(sectionIds[2])).toBe('Mara ran to the gate. The twelve-year-old had never been so fast.');
    expect((await readContinuityBook(db(), { projectId, stageId }))!.refreshed).toBe(1);
    expect((await openFindings()).open).toEqual([]);
  });

  it('a chosen regeneration is extracted again at the next read, that section only', async () => {
    const before = await ledgerRows();
    const scope = { db: db(), ownerId, projectId };
    const { runId } = await regenerateSections(scope, { stageKey: 'final', sectionIds: [sectionIds[1]] });
    const done = await runToEnd(runId);
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    // Proposed beside the text: nothing to extract until the writer takes it.
    expect((await readContinuityBook(db(), { projectId, stageId }))!.refreshed).toBe(0);
    const proposal = await variantSet(scope, runId, sectionIds[1]);
    await chooseVariant(scope, { runId, sectionId: sectionIds[1], text: proposal.texts[0] });
    expect((await readContinuityBook(db(), { projectId, stageId }))!.refreshed).toBe(1);
    const after = await ledgerRows();
    expect(after.get(sectionIds[1])!.contentHash).not.toBe(before.get(sectionIds[1])!.contentHash);
    for (const id of [sectionIds[0], sectionIds[2]])
      expect(after.get(id)!.extractedAt).toEqual(before.get(id)!.extractedAt);
  });

  it('a waiver holds until one of the facts it rests on changes', async () => {
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[2], baseVersion: await editVersion(sectionIds[2]), text: CHAPTERS[2] },
    );
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

  it("the panel's view lists the first hundred findings in reading order, and counts them all", async () => {
    const wrong = Array.from({ length: 120 }, (_, i) => `On Sunday, 3 March 2025, boat ${i} sailed.`).join(' ');
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[1], baseVersion: await editVersion(sectionIds[1]), text: wrong },
    );
    const view = await continuityView({ db: db(), ownerId, projectId }, 'final');
    expect(view.counts.open).toBe(121);
    expect(view.open).toHaveLength(100);
    expect(view.open[0]).toMatchObject({
      kind: 'timeline',
      sectionId: sectionIds[1],
      quote: 'Sunday',
      replacement: 'Monday',
    });
    expect(view.counts.waived).toBe(0);
  });
});
