import { beforeAll, describe, expect, it } from 'vitest';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { regenerateSections } from '../../../lib/data/stages/regenerate-sections';
import { chooseVariant, variantSet } from '../../../lib/data/refinement/variants';
import { anchorAt, type Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { makeLoopProject, type LoopProject } from '../../support/loop-project';
import { useModelServer } from '../../support/model-env';
import { schemaName } from '../../support/openai-fixtures';
import { reply } from '../../support/openai-steps';
import { runToEnd } from '../../support/runs';

// Every new text of a section goes through one path: a model regeneration, a loop revision and an
// author save of the same text leave the section's open suggestions in the same state, and each
// moves the section's edit guard by exactly one.
useTestDatabase();

const BEFORE =
  'The keeper really climbed the stairs. She was tired and the lamp was cold. Below her the harbour lay dark. She counted the steps out loud.';
// The third sentence moves to another offset; the fourth is gone.
const AFTER =
  'Night fell early over the bay. The keeper climbed the stairs. Below her the harbour lay dark. She was tired and the lamp was cold.';
const KEPT = 'Below her the harbour lay dark.';
const GONE = 'She counted the steps out loud.';

// The writer and the reviser both answer with AFTER, whatever they are asked.
const server = useModelServer((request) =>
  schemaName(request) === 'revision' ? reply.json({ text: AFTER, unapplied: [] }) : reply.text(AFTER),
);

let p: LoopProject;
let plantRoundId: string;
beforeAll(async () => {
  p = await makeLoopProject('version-path@example.com', [BEFORE, BEFORE, BEFORE, BEFORE]);
  // Open suggestions from an earlier round that no one decided: the round below only holds them.
  const loop = await db().loop.create({
    data: {
      projectId: p.projectId,
      stageId: p.stageId,
      mode: 'manual',
      maxRounds: 3,
      acceptPriorities: ['high'],
      roles: ['red'],
    },
  });
  plantRoundId = (
    await db().round.create({ data: { loopId: loop.id, projectId: p.projectId, number: 1, status: 'assessed' } })
  ).id;
});

/** Two open suggestions on the section: one on the sentence that survives, one on the sentence that goes. */
async function plant(sectionId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const quote of [KEPT, GONE]) {
    const start = BEFORE.indexOf(quote);
    const anchor = anchorAt(BEFORE, start, start + quote.length);
    const row = await db().suggestion.create({
      data: {
        roundId: plantRoundId,
        projectId: p.projectId,
        sectionId,
        role: 'red',
        type: 'clarity',
        priority: 'medium',
        summary: quote,
        anchor,
        fingerprint: `${sectionId}:${quote}`,
      },
    });
    ids.push(row.id);
  }
  return ids;
}

async function outcome(ids: string[]) {
  const rows = await db().suggestion.findMany({ where: { id: { in: ids } } });
  return ids.map((id) => {
    const s = rows.find((r) => r.id === id)!;
    return { status: s.status, anchor: s.anchor as Anchor };
  });
}

const sectionRow = (id: string) => db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } });

describe('one version path for new section text', () => {
  let authorOutcome: Awaited<ReturnType<typeof outcome>>;

  it('an author save: the moved words are followed, the gone ones go stale, the guard moves by one', async () => {
    const sectionId = p.sectionIds[0];
    const ids = await plant(sectionId);
    const before = await sectionRow(sectionId);
    const saved = await saveSectionText(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { sectionId, baseVersion: before.version, text: AFTER },
    );
    const after = await sectionRow(sectionId);
    expect(after.version).toBe(before.version + 1);
    expect(saved.version).toBe(after.version);
    authorOutcome = await outcome(ids);
    const [kept, gone] = authorOutcome;
    expect(kept.status).toBe('open');
    expect(kept.anchor.start).toBe(AFTER.indexOf(KEPT));
    expect(AFTER.slice(kept.anchor.start, kept.anchor.end)).toBe(KEPT);
    expect(gone.status).toBe('stale');
    // Stale, not moved onto other words.
    expect(gone.anchor.start).toBe(BEFORE.indexOf(GONE));
  });

  it('a save based on the version before refuses, keeps both texts and moves nothing', async () => {
    const sectionId = p.sectionIds[0];
    const now = await sectionRow(sectionId);
    await expect(
      saveSectionText(
        { db: db(), ownerId: p.ownerId, projectId: p.projectId },
        { sectionId, baseVersion: now.version - 1, text: 'Mine.' },
      ),
    ).rejects.toMatchObject({ code: 'conflict', details: { theirs: AFTER, mine: 'Mine.' } });
    expect((await sectionRow(sectionId)).version).toBe(now.version);
  });

  it('a model regeneration, once chosen, re-anchors exactly as the author save did and moves the guard by one', async () => {
    const sectionId = p.sectionIds[1];
    const scope = { db: db(), ownerId: p.ownerId, projectId: p.projectId };
    const ids = await plant(sectionId);
    const before = await sectionRow(sectionId);
    const { runId } = await regenerateSections(scope, { stageKey: 'final', sectionIds: [sectionId] });
    const done = await runToEnd(runId);
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    // Proposed beside the text, which nothing has moved yet; then the writer takes it whole.
    expect(await sectionRow(sectionId)).toMatchObject({ version: before.version, currentVersion: { text: BEFORE } });
    const proposal = await variantSet(scope, runId, sectionId);
    expect(proposal.texts).toEqual([AFTER]);
    await chooseVariant(scope, { runId, sectionId, text: AFTER });
    const after = await sectionRow(sectionId);
    expect(after.currentVersion).toMatchObject({ text: AFTER, source: 'variant' });
    expect(after.version).toBe(before.version + 1);
    expect(await outcome(ids)).toEqual(authorOutcome);
  });

  it('a loop revision re-anchors exactly as the author save did and moves the guard by one', async () => {
    const sectionId = p.sectionIds[2];
    const ids = await plant(sectionId);
    const started = await startLoop(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        stageKey: 'final',
        sectionId,
        mode: 'manual',
        roles: ['lint'],
        maxRounds: 2,
        accept: ['high', 'medium', 'low'],
        tokenBudget: null,
      },
    );
    expect((await runToEnd(started.runId)).status).toBe('succeeded');
    const round = await db().round.findFirstOrThrow({
      where: { loopId: started.loopId },
      include: { suggestions: true },
    });
    expect(round.suggestions.length).toBeGreaterThan(0);
    const before = await sectionRow(sectionId);
    const { runId } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { roundId: round.id, decision: 'accept_all' },
    );
    const done = await runToEnd(runId!);
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    const after = await sectionRow(sectionId);
    expect(after.currentVersion).toMatchObject({ text: AFTER, source: 'revision' });
    expect(after.version).toBe(before.version + 1);
    expect(await outcome(ids)).toEqual(authorOutcome);
    expect(server().requests.length).toBeGreaterThan(0);
  });
});
