import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saveArtifactData } from '../../../lib/data/versions/save-artifact';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { translatorFor } from '../../../lib/i18n/translator';
import { regenerateSections } from '../../../lib/data/stages/regenerate-sections';
import { chooseVariant, variantSet } from '../../../lib/data/refinement/variants';
import { ExpectedError } from '../../../lib/errors';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

useTestDatabase();

/** A completed story (offline engine): its sections each have a model version and no run is active. */
async function writtenSection(email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'story', 'staged', 'offline');
  await driveStaged(owner.id, id);
  const section = await db().section.findFirstOrThrow({
    where: { projectId: id, stage: { key: 'samples' } },
    orderBy: { position: 'asc' },
  });
  return { ownerId: owner.id, projectId: id, sectionId: section.id };
}

const current = async (sectionId: string) =>
  db().section.findUniqueOrThrow({
    where: { id: sectionId },
    select: { version: true, currentVersion: { select: { text: true, source: true } } },
  });

type Outcome = { ok: true; text: string; version: number } | { ok: false; text: string; error: ExpectedError };

/** Every save at once, all from the same base version, as N browser tabs would send them. */
async function saveAll(
  s: { ownerId: string; projectId: string; sectionId: string },
  base: number,
  texts: string[],
): Promise<Outcome[]> {
  const settled = await Promise.allSettled(
    texts.map((text) =>
      saveSectionText(
        { db: db(), ownerId: s.ownerId, projectId: s.projectId },
        { sectionId: s.sectionId, baseVersion: base, text },
      ),
    ),
  );
  return settled.map((r, i) => {
    if (r.status === 'fulfilled') return { ok: true, text: texts[i], version: r.value.version };
    if (!(r.reason instanceof ExpectedError)) throw r.reason;
    return { ok: false, text: texts[i], error: r.reason };
  });
}

/** Exactly one save wins; each loser is told "conflict" with the winner's text, and keeps its own. */
async function expectOneWinner(s: { sectionId: string }, outcomes: Outcome[], authorVersionsBefore: number) {
  const winners = outcomes.filter((o) => o.ok);
  expect(winners).toHaveLength(1);
  const winner = winners[0] as Extract<Outcome, { ok: true }>;
  const now = await current(s.sectionId);
  expect(now.currentVersion).toEqual({ text: winner.text, source: 'author' });
  expect(now.version).toBe(winner.version);
  for (const loser of outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok)) {
    expect(loser.error.code).toBe('conflict');
    expect(loser.error.details).toEqual({
      theirs: winner.text,
      theirsVersion: winner.version,
      savedBy: 'you',
      mine: loser.text,
    });
  }
  // The winner is a version in history; nothing else was written for the losers.
  expect(await db().version.count({ where: { sectionId: s.sectionId, source: 'author' } })).toBe(
    authorVersionsBefore + 1,
  );
}

// DESIGN §10.15 and §10.6: no update is lost; a stale save is refused with both texts kept.
describe('concurrent saves of one section', () => {
  it('two clients on the same base version: one wins, the other gets a conflict with their text', async () => {
    const s = await writtenSection('two-tabs@example.com');
    const original = (await current(s.sectionId)).currentVersion!.text;
    const base = (await current(s.sectionId)).version;
    const outcomes = await saveAll(s, base, ['Text from tab A.', 'Text from tab B.']);
    await expectOneWinner(s, outcomes, 0);
    // The model's original stays in history beside the author's edit.
    const history = await db().version.findMany({
      where: { sectionId: s.sectionId },
      orderBy: { number: 'asc' },
      select: { text: true, source: true },
    });
    expect(history[0]).toEqual({ text: original, source: 'model' });
  });

  it('N concurrent saves from one base version: exactly one succeeds, every time', async () => {
    const s = await writtenSection('n-tabs@example.com');
    let authorVersions = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 8 }),
        fc.array(fc.string({ maxLength: 40 }), { minLength: 8, maxLength: 8 }),
        async (n, words) => {
          const base = (await current(s.sectionId)).version;
          const texts = words.slice(0, n).map((w, i) => `tab ${i}: ${w}`);
          await expectOneWinner(s, await saveAll(s, base, texts), authorVersions);
          authorVersions++;
        },
      ),
      { numRuns: 15 },
    );
  });

  it('saves chained on the version each returns all succeed, in order', async () => {
    const s = await writtenSection('chained@example.com');
    let base = (await current(s.sectionId)).version;
    for (const text of ['one', 'two', 'three'])
      base = (
        await saveSectionText(
          { db: db(), ownerId: s.ownerId, projectId: s.projectId },
          { sectionId: s.sectionId, baseVersion: base, text },
        )
      ).version;
    expect((await current(s.sectionId)).currentVersion?.text).toBe('three');
    const texts = (
      await db().version.findMany({ where: { sectionId: s.sectionId, source: 'author' }, orderBy: { number: 'asc' } })
    ).map((v) => v.text);
    expect(texts).toEqual(['one', 'two', 'three']);
  });

  it("two concurrent edits of a stage artifact: one wins, the other gets a conflict with the winner's data", async () => {
    const s = await writtenSection('artifact-tabs@example.com');
    const stage = await db().stage.findFirstOrThrow({
      where: { projectId: s.projectId, key: 'brief' },
      include: { currentVersion: true },
    });
    const brief = stage.currentVersion!.data as { title: string };
    const mine = [
      { ...brief, title: 'Title from tab A' },
      { ...brief, title: 'Title from tab B' },
    ];
    const settled = await Promise.allSettled(
      mine.map((data) =>
        saveArtifactData(
          { db: db(), ownerId: s.ownerId, projectId: s.projectId },
          { stageKey: 'brief', baseVersion: stage.version, data, translate: translatorFor('en') },
        ),
      ),
    );
    const won = settled.findIndex((r) => r.status === 'fulfilled');
    const lost = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const now = await db().stage.findUniqueOrThrow({ where: { id: stage.id }, include: { currentVersion: true } });
    expect(now.currentVersion?.data).toEqual(mine[won]);
    expect(lost?.reason).toMatchObject({
      code: 'conflict',
      details: { theirs: mine[won], theirsVersion: now.version, mine: mine[1 - won] },
    });
  });

  it('a save based on the text from before a chosen regeneration is refused, with the regenerated text as theirs', async () => {
    const s = await writtenSection('regenerated@example.com');
    const scope = { db: db(), ownerId: s.ownerId, projectId: s.projectId };
    const base = (await current(s.sectionId)).version;
    const { runId } = await regenerateSections(scope, { stageKey: 'samples', sectionIds: [s.sectionId] });
    expect((await runToEnd(runId)).status).toBe('succeeded');
    // The regeneration is a proposal beside the text; the writer takes it whole.
    const proposal = await variantSet(scope, runId, s.sectionId);
    await chooseVariant(scope, { runId, sectionId: s.sectionId, text: proposal.texts[0] });
    const regenerated = await current(s.sectionId);
    expect(regenerated.currentVersion?.source).toBe('variant');

    const error = await saveSectionText(
      { db: db(), ownerId: s.ownerId, projectId: s.projectId },
      { sectionId: s.sectionId, baseVersion: base, text: 'edited the old text' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpectedError);
    expect(error).toMatchObject({
      code: 'conflict',
      details: {
        theirs: regenerated.currentVersion!.text,
        theirsVersion: regenerated.version,
        mine: 'edited the old text',
      },
    });
    expect((await current(s.sectionId)).currentVersion?.source).toBe('variant');
  });
});
