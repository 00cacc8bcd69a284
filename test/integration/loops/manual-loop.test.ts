import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { continueAuto } from '../../../lib/data/refinement/continue-auto';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { roundContent, rollbackToRound } from '../../../lib/data/refinement/rollback';
import { chooseVariant, requestVariants, variantSet } from '../../../lib/data/refinement/variants';
import { appendVersion } from '../../../lib/data/versions/append-version';

// The refinement loop with the offline engine's lint reviewer: real rounds, real revisions, real rows.
useTestDatabase();

const TEXTS = [
  'The keeper really climbed the stairs. She was very tired, and the the lamp was cold.',
  'Mara basically watched the sea. The storm was actually coming, and she just waited.',
  'The ship turned toward the rocks. Mara lit the lamp and the light swept the water.',
];

let ownerId: string;
let projectId: string;
let stageId: string;
let sectionIds: string[];

beforeAll(async () => {
  ownerId = (await makeUser('loops@example.com')).id;
  projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionIds = [];
  for (const [position, text] of TEXTS.entries()) {
    const s = await db().section.create({
      data: {
        projectId,
        stageId,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        targetLength: 20,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'model', engine: 'offline' }),
    );
    sectionIds.push(s.id);
  }
});

const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;
const latestRound = (loopId: string) =>
  db().round.findFirstOrThrow({ where: { loopId }, orderBy: { number: 'desc' }, include: { suggestions: true } });

describe('a manual loop', () => {
  let loopId: string;

  it('assesses: anchored suggestions whose quotes are in the text', async () => {
    const started = await startLoop(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        mode: 'manual',
        roles: ['lint'],
        maxRounds: 3,
        accept: ['high', 'medium'],
        tokenBudget: null,
      },
    );
    loopId = started.loopId;
    expect((await runToEnd(started.runId)).status).toBe('succeeded');
    const round = await latestRound(loopId);
    expect(round.status).toBe('assessed');
    expect(round.suggestions.length).toBeGreaterThan(0);
    for (const s of round.suggestions) {
      const anchor = s.anchor as { quote: string; start: number; end: number } | null;
      if (anchor && s.sectionId) expect((await textOf(s.sectionId)).slice(anchor.start, anchor.end)).toBe(anchor.quote);
    }
  });

  it('accept selected: only the section those suggestions anchor in is revised', async () => {
    const round = await latestRound(loopId);
    const chosen = round.suggestions.filter((s) => s.sectionId === sectionIds[0]);
    expect(chosen.length).toBeGreaterThan(0);
    const before = await Promise.all(sectionIds.map(textOf));
    const { runId } = await decideRound(
      { db: db(), ownerId, projectId },
      {
        roundId: round.id,
        decision: 'accept_selected',
        picks: {
          accepted: chosen.map((s) => s.id),
          rejected: [],
        },
      },
    );
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    const after = await Promise.all(sectionIds.map(textOf));
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
    const revised = await db().round.findUniqueOrThrow({ where: { id: round.id }, include: { suggestions: true } });
    expect(revised.status).toBe('revised');
    expect(revised.outputVersionIds).toHaveLength(1);
    expect(
      revised.suggestions
        .filter((s) => s.status === 'resolved')
        .map((s) => s.id)
        .sort(),
    ).toEqual(chosen.map((s) => s.id).sort());
    expect(
      revised.suggestions
        .filter((s) => s.status === 'rejected')
        .every((s) => s.sectionId !== sectionIds[0] || !chosen.includes(s)),
    ).toBe(true);
    expect((await latestRound(loopId)).number).toBe(2);
  });

  it('an edit re-anchors open suggestions and makes those whose words are gone stale', async () => {
    // A loop on one section: the first loop's memory of rejected points does not apply here.
    const single = await startLoop(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        sectionId: sectionIds[1],
        mode: 'manual',
        roles: ['lint'],
        maxRounds: 3,
        accept: ['high'],
        tokenBudget: null,
      },
    );
    expect((await runToEnd(single.runId)).status).toBe('succeeded');
    const round = await latestRound(single.loopId);
    const open = round.suggestions.filter((s) => s.status === 'open' && s.sectionId === sectionIds[1] && s.anchor);
    expect(open.length).toBeGreaterThan(0);
    const section = await db().section.findUniqueOrThrow({ where: { id: sectionIds[1] } });
    const text = await textOf(sectionIds[1]);
    const gone = (open[0].anchor as { quote: string }).quote;
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[1], baseVersion: section.version, text: `Prologue line. ${text.replace(gone, '')}` },
    );
    const after = await db().suggestion.findMany({ where: { id: { in: open.map((s) => s.id) } } });
    const edited = await textOf(sectionIds[1]);
    for (const s of after) {
      const a = s.anchor as { quote: string; start: number; end: number };
      if (s.status === 'open') expect(edited.slice(a.start, a.end)).toBe(a.quote);
    }
    expect(after.find((s) => s.id === open[0].id)?.status).toBe('stale');
  });

  it('auto mode continues and stops for a recorded reason within its max rounds', async () => {
    const { runId } = await continueAuto({ db: db(), ownerId, projectId }, loopId);
    expect((await runToEnd(runId)).status).toBe('succeeded');
    const loop = await db().loop.findUniqueOrThrow({ where: { id: loopId }, include: { rounds: true } });
    expect(loop.stopReason).toMatch(/no_suggestions|no_high_priority|repeated|not_decreasing|max_rounds/);
    const autoRevisions = loop.rounds.filter((r) => r.number > 2 && r.status === 'revised');
    expect(autoRevisions.length).toBeLessThanOrEqual(loop.maxRounds);
  });

  it('rolling back to round 1 restores exactly its content, and diffs show no change against it', async () => {
    const round1 = await db().round.findFirstOrThrow({ where: { loopId, number: 1 } });
    const target = await roundContent(db(), round1);
    await rollbackToRound({ db: db(), ownerId, projectId }, round1.id);
    for (const [sectionId, version] of target) expect(await textOf(sectionId)).toBe(version.text);
    const rollbacks = await db().version.findMany({ where: { projectId, source: 'rollback' } });
    expect(rollbacks.every((v) => v.restoredFromId)).toBe(true);
  });
});

describe('variants', () => {
  it('produces alternatives and the chosen one becomes a variant version', async () => {
    const { runId } = await requestVariants(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[0], suggestionIds: [], count: 2 },
    );
    expect((await runToEnd(runId)).status).toBe('succeeded');
    const set = await variantSet({ db: db(), ownerId, projectId }, runId);
    expect(set.texts.length).toBeGreaterThan(0);
    await chooseVariant({ db: db(), ownerId, projectId }, { runId, text: set.texts[0] });
    const current = await db().section.findUniqueOrThrow({
      where: { id: sectionIds[0] },
      include: { currentVersion: true },
    });
    expect(current.currentVersion).toMatchObject({ source: 'variant', text: set.texts[0] });
    await expect(
      chooseVariant({ db: db(), ownerId, projectId }, { runId, text: 'stale choice' }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
  });
});

describe('what the author wrote by hand', () => {
  it('changes where the author accepted a suggestion inside it', async () => {
    const section = await db().section.create({
      data: { projectId, stageId, position: 9, displayNumber: '9', title: 'Coda', targetLength: 40, status: 'written' },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId,
        stageId,
        sectionId: section.id,
        text: 'The sea was very calm that night.',
        source: 'model',
        engine: 'offline',
      }),
    );
    const passage = 'The old keeper really loved the quiet hours before dawn.';
    const { version } = await db().section.findUniqueOrThrow({ where: { id: section.id } });
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: section.id, baseVersion: version, text: `The sea was very calm that night. ${passage}` },
    );

    const started = await startLoop(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        sectionId: section.id,
        mode: 'manual',
        roles: ['lint'],
        maxRounds: 1,
        accept: ['high', 'medium', 'low'],
        tokenBudget: null,
      },
    );
    expect((await runToEnd(started.runId)).status).toBe('succeeded');
    const round = await latestRound(started.loopId);
    expect(
      round.suggestions.some((s) => (s.anchor as { quote: string } | null)?.quote.toLowerCase() === 'really'),
    ).toBe(true);
    const { runId } = await decideRound(
      { db: db(), ownerId, projectId },
      { roundId: round.id, decision: 'accept_all' },
    );
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    const text = await textOf(section.id);
    // The keep-unchanged list protects hand-written passages from collateral rewrites, never from a
    // suggestion the author accepted inside them: "really" goes, the rest of the sentence stays.
    expect(text).not.toContain(passage);
    expect(text).toContain('loved the quiet hours before dawn.');
    expect(text).not.toContain('very calm');
  });
});
