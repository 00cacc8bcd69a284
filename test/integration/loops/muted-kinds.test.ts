import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { projectMutedKinds, showKindAgain } from '../../../lib/data/refinement/muted-kinds';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { getStageView } from '../../../lib/data/stages/stage-view';
import { appendVersion } from '../../../lib/data/versions/append-version';

// Rejections that teach: the writer rejects a kind of finding often enough and the project's next
// rounds no longer raise it, the stage page lists it with its count, and undo brings it back.
useTestDatabase();

const TEXTS = [
  'The keeper really climbed the stairs. She was very tired. Mara basically watched the sea. It was actually late.',
  'Owen just waited by the the door. The ferry was totally late that night.',
];

let ownerId: string;
let projectId: string;
let sectionIds: string[];
const scope = () => ({ db: db(), ownerId, projectId });

beforeAll(async () => {
  ownerId = (await makeUser('muting@example.com')).id;
  projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
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

/** A manual lint loop on one section, assessed once: its round's findings by type. */
async function assessSection(sectionId: string) {
  const started = await startLoop(scope(), {
    stageKey: 'final',
    sectionId,
    mode: 'manual',
    roles: ['lint'],
    maxRounds: 3,
    accept: ['high', 'medium'],
    tokenBudget: null,
  });
  expect((await runToEnd(started.runId)).status).toBe('succeeded');
  const round = await db().round.findFirstOrThrow({
    where: { loopId: started.loopId },
    orderBy: { number: 'desc' },
    include: { suggestions: true },
  });
  return round;
}

const types = (round: { suggestions: { type: string }[] }) => [...new Set(round.suggestions.map((s) => s.type))].sort();

describe('muting a kind of finding after repeated rejections', () => {
  it('raises fillers until the writer has rejected enough of them', async () => {
    const round = await assessSection(sectionIds[0]);
    expect(round.suggestions.filter((s) => s.type === 'filler').length).toBeGreaterThanOrEqual(3);
    expect(await projectMutedKinds(db(), projectId)).toEqual([]);
    await decideRound(scope(), {
      roundId: round.id,
      decision: 'done',
      picks: { accepted: [], rejected: round.suggestions.map((s) => s.id) },
    });
    const rejected = round.suggestions.filter((s) => s.type === 'filler').length;
    expect(await projectMutedKinds(db(), projectId)).toEqual([{ role: 'lint', type: 'filler', rejected }]);
  });

  it('then drops that kind from the next rounds in the project, and only that kind', async () => {
    const round = await assessSection(sectionIds[1]);
    expect(types(round)).toContain('repeated-word');
    expect(types(round)).not.toContain('filler');
    const view = await getStageView(scope(), { stageKey: 'final' });
    expect(view.refinement.muted).toEqual([expect.objectContaining({ role: 'lint', type: 'filler' })]);
    await decideRound(scope(), { roundId: round.id, decision: 'done', picks: { accepted: [], rejected: [] } });
  });

  it('undo brings the kind back, for the owner only', async () => {
    const stranger = (await makeUser('not-the-owner@example.com')).id;
    await expect(
      showKindAgain({ db: db(), ownerId: stranger, projectId }, { role: 'lint', type: 'filler' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(showKindAgain(scope(), { role: 'lint', type: 'hedging' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await showKindAgain(scope(), { role: 'lint', type: 'filler' });
    expect(await projectMutedKinds(db(), projectId)).toEqual([]);
    const round = await assessSection(sectionIds[1]);
    expect(types(round)).toContain('filler');
  });
});
