import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop, type LoopRequest } from '../../../lib/data/refinement/start-loop';
import { type Decision, type DecisionPicks } from '../../../lib/data/refinement/decide-round';
import { appendVersion } from '../../../lib/data/versions/append-version';

// What a writer's decisions do to suggestions, on real rounds with the offline engine's lint reviewer.
useTestDatabase();

let ownerId: string;
let projectId: string;
let stageId: string;
let position = 0;

beforeAll(async () => {
  ownerId = (await makeUser('decisions@example.com')).id;
  projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
});

async function sectionWith(text: string): Promise<string> {
  const s = await db().section.create({
    data: {
      projectId,
      stageId,
      position: position++,
      displayNumber: String(position),
      title: `Part ${position}`,
      targetLength: 20,
      status: 'written',
    },
  });
  await db().$transaction((tx) =>
    appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'model', engine: 'offline' }),
  );
  return s.id;
}

const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;
const latestRound = (loopId: string) =>
  db().round.findFirstOrThrow({ where: { loopId }, orderBy: { number: 'desc' }, include: { suggestions: true } });
const quoteOf = (s: { anchor: unknown }) => (s.anchor as { quote: string } | null)?.quote ?? null;
const startOf = (s: { anchor: unknown }) => (s.anchor as { start: number } | null)?.start ?? -1;

async function loopOn(sectionId: string, request: Partial<LoopRequest> = {}) {
  const started = await startLoop(
    { db: db(), ownerId, projectId },
    {
      stageKey: 'final',
      sectionId,
      mode: 'manual',
      roles: ['lint'],
      maxRounds: 3,
      accept: ['high', 'medium'],
      tokenBudget: null,
      ...request,
    },
  );
  expect((await runToEnd(started.runId)).status).toBe('succeeded');
  return started.loopId;
}

async function decide(loopId: string, decision: Decision, picks?: DecisionPicks) {
  const round = await latestRound(loopId);
  const { runId } = await decideRound({ db: db(), ownerId, projectId }, { roundId: round.id, decision, picks });
  if (runId) expect((await runToEnd(runId)).status).toBe('succeeded');
  return db().suggestion.findMany({ where: { roundId: round.id } });
}

describe('decisions per suggestion', () => {
  it('accept selected applies the selected one and leaves the others open, raised again next round', async () => {
    const id = await sectionWith(
      'The keeper really climbed the stairs. She was basically tired, and the the lamp was cold.',
    );
    const loopId = await loopOn(id);
    const first = await latestRound(loopId);
    expect(first.suggestions.length).toBeGreaterThanOrEqual(3);
    const chosen = first.suggestions.find((s) => quoteOf(s) === 'the the')!;
    const after = await decide(loopId, 'accept_selected', { accepted: [chosen.id], rejected: [] });
    expect(after.find((s) => s.id === chosen.id)?.status).toBe('resolved');
    expect(after.filter((s) => s.id !== chosen.id).map((s) => s.status)).toEqual(
      after.filter((s) => s.id !== chosen.id).map(() => 'open'),
    );
    expect(await textOf(id)).not.toContain('the the');
    const next = await latestRound(loopId);
    expect(next.number).toBe(2);
    const others = first.suggestions.filter((s) => s.id !== chosen.id).map(quoteOf);
    expect(next.suggestions.map(quoteOf)).toEqual(expect.arrayContaining(others));
    expect(next.suggestions.map(quoteOf)).not.toContain('the the');
  });

  it('a rejected finding is not raised again at its place, but the same kind at a new place is', async () => {
    const id = await sectionWith('Mara basically watched the sea from the tower.');
    const loopId = await loopOn(id);
    const filler = (await latestRound(loopId)).suggestions.find((s) => quoteOf(s)?.toLowerCase() === 'basically')!;
    await decide(loopId, 'edit_reassess', { accepted: [], rejected: [filler.id] });
    expect((await db().suggestion.findUniqueOrThrow({ where: { id: filler.id } })).status).toBe('rejected');
    expect((await latestRound(loopId)).suggestions.some((s) => quoteOf(s)?.toLowerCase() === 'basically')).toBe(false);

    const { version } = await db().section.findUniqueOrThrow({ where: { id } });
    const edited = `${await textOf(id)} The storm was basically over by dawn.`;
    await saveSectionText({ db: db(), ownerId, projectId }, { sectionId: id, baseVersion: version, text: edited });
    await decide(loopId, 'edit_reassess');
    const raised = (await latestRound(loopId)).suggestions.filter((s) => quoteOf(s)?.toLowerCase() === 'basically');
    expect(raised.map(startOf)).toEqual([edited.lastIndexOf('basically')]);
    expect(raised[0].status).toBe('open');
  });

  it('"reject the rest" accepts the picked ones and rejects every other open one', async () => {
    const id = await sectionWith(
      'The keeper really climbed the stairs. She was basically tired, and the the lamp was cold.',
    );
    const loopId = await loopOn(id);
    const [picked, ...rest] = (await latestRound(loopId)).suggestions;
    const after = await decide(loopId, 'reject', { accepted: [picked.id], rejected: [] });
    expect(after.find((s) => s.id === picked.id)?.status).toMatch(/resolved|not_applied/);
    expect(after.filter((s) => s.id !== picked.id).every((s) => s.status === 'rejected')).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
  });

  it('refuses picks that are not open suggestions of the round, or both accepted and rejected', async () => {
    const id = await sectionWith('The lamp was really cold and the the door was open.');
    const loopId = await loopOn(id);
    const round = await latestRound(loopId);
    const [one] = round.suggestions;
    for (const picks of [
      { accepted: ['not-a-suggestion'], rejected: [] },
      { accepted: [one.id], rejected: [one.id] },
    ]) {
      await expect(
        decideRound({ db: db(), ownerId, projectId }, { roundId: round.id, decision: 'accept_selected', picks }),
      ).rejects.toMatchObject({
        code: 'not_found',
      });
    }
  });

  it('done applies what was picked and ends the loop without another assessment', async () => {
    const id = await sectionWith('The lamp was really cold and the the door was open.');
    const loopId = await loopOn(id);
    const chosen = (await latestRound(loopId)).suggestions.find((s) => quoteOf(s) === 'the the')!;
    await decide(loopId, 'done', { accepted: [chosen.id], rejected: [] });
    const loop = await db().loop.findUniqueOrThrow({ where: { id: loopId }, include: { rounds: true } });
    expect(loop.stopReason).toBe('stopped_by_author');
    expect(loop.rounds).toHaveLength(1);
    expect(loop.rounds[0].status).toBe('revised');
    expect(await textOf(id)).not.toContain('the the');
  });
});

describe('accepted means applied', () => {
  it('a suggestion whose text the revision left as it was is not applied, and stays so in the next round', async () => {
    const id = await sectionWith('The keeper lit the lamp. [TODO: the storm scene] Then the really long night began.');
    const loopId = await loopOn(id);
    const round = await latestRound(loopId);
    const placeholder = round.suggestions.find((s) => s.type === 'placeholder')!;
    const filler = round.suggestions.find((s) => quoteOf(s)?.toLowerCase() === 'really')!;
    const after = await decide(loopId, 'accept_selected', { accepted: [placeholder.id, filler.id], rejected: [] });
    expect(after.find((s) => s.id === placeholder.id)?.status).toBe('not_applied');
    expect(after.find((s) => s.id === filler.id)?.status).toBe('resolved');
    const next = await latestRound(loopId);
    expect(next.suggestions.find((s) => s.type === 'placeholder')?.status).toBe('not_applied');
  });

  it('a revision that changes no text is recorded as unchanged, not as revised', async () => {
    const id = await sectionWith('The keeper lit the lamp. [TODO: the storm scene] The night was long.');
    const loopId = await loopOn(id);
    const placeholder = (await latestRound(loopId)).suggestions.find((s) => s.type === 'placeholder')!;
    const versionsBefore = await db().version.count({ where: { sectionId: id } });
    await decide(loopId, 'accept_selected', { accepted: [placeholder.id], rejected: [] });
    const round = await db().round.findFirstOrThrow({ where: { loopId, number: 1 } });
    expect(round.status).toBe('unchanged');
    expect(round.outputVersionIds).toEqual([]);
    expect(await db().version.count({ where: { sectionId: id } })).toBe(versionsBefore);
  });
});

describe('honest auto mode', () => {
  it('on text only the author can fix, stops naming that and records no revision', async () => {
    const id = await sectionWith('The keeper lit the lamp. [TODO: the storm scene] The night was long. [TBD: ending]');
    const loopId = await loopOn(id, { mode: 'auto', maxRounds: 3 });
    const loop = await db().loop.findUniqueOrThrow({
      where: { id: loopId },
      include: { rounds: { orderBy: { number: 'asc' }, include: { suggestions: true } } },
    });
    expect(loop.stopReason).toMatch(/^(unchanged|needs_author)$/);
    expect(loop.rounds.filter((r) => r.status === 'revised')).toHaveLength(0);
    expect(loop.rounds.flatMap((r) => r.suggestions).filter((s) => s.status === 'accepted')).toHaveLength(0);
    // Each placeholder is accepted once at most: then it is not applied, and never accepted again.
    const tried = loop.rounds.flatMap((r) => r.acceptedIds);
    expect(new Set(tried).size).toBe(tried.length);
    expect(tried.length).toBeLessThanOrEqual(2);
    const last = loop.rounds.at(-1)!;
    expect(last.suggestions.filter((s) => s.type === 'placeholder').map((s) => s.status)).toEqual([
      'not_applied',
      'not_applied',
    ]);
  });

  it('never revises more rounds than its maximum', async () => {
    const id = await sectionWith(
      'Mara really watched the sea. The storm was actually coming, and she just waited. The the lamp was basically cold.',
    );
    const loopId = await loopOn(id, { mode: 'auto', maxRounds: 1, accept: ['high', 'medium', 'low'] });
    const loop = await db().loop.findUniqueOrThrow({ where: { id: loopId }, include: { rounds: true } });
    const revisions = loop.rounds.filter((r) => ['revised', 'unchanged'].includes(r.status));
    expect(revisions.length).toBeLessThanOrEqual(loop.maxRounds);
    expect(loop.rounds.length).toBeLessThanOrEqual(loop.maxRounds + 1);
    expect(loop.stopReason).not.toBeNull();
  });
});
