import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewerRole } from '../../../lib/workflow/templates/types';
import { stageLoops } from '../../../lib/data/refinement/history';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { db, useTestDatabase } from '../../support/db';
import { makeLoopProject, type LoopProject } from '../../support/loop-project';
import { ScriptedLoopModel } from '../../support/loop-model';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, schemaName } from '../../support/openai-fixtures';
import { makeProject } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// What a round's assessment says as a whole is kept on the round and read back for the round view:
// the judge's consensus and settled conflicts (model engine) and the overall line (both engines).
useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer(model.respond);

let p: LoopProject;
beforeAll(async () => {
  p = await makeLoopProject('judgement@example.com');
  model.script(p.sectionIds, {
    findings: () => [
      { section: 0, priority: 'high' },
      { section: 1, priority: 'medium' },
    ],
  });
});

async function assessOnce(ownerId: string, projectId: string, roles: ReviewerRole[]) {
  const started = await startLoop(
    { db: db(), ownerId, projectId },
    {
      stageKey: 'final',
      mode: 'manual',
      roles,
      maxRounds: 2,
      accept: ['high'],
      tokenBudget: null,
    },
  );
  const done = await runToEnd(started.runId);
  expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
  const [loop] = await stageLoops({ db: db(), ownerId, projectId }, { stageKey: 'final' });
  return loop.rounds[0];
}

describe('a round keeps its judgement', () => {
  it("stores the judge's consensus, conflicts and overall line and reads them back for the round view", async () => {
    const round = await assessOnce(p.ownerId, p.projectId, ['red', 'blue', 'judge']);
    const stored = await db().round.findUniqueOrThrow({ where: { id: round.id } });
    expect(stored.overall).toBe('2 improvements to make this round.');
    expect(round.overall).toBe(stored.overall);
    // Red and blue both raised the first chapter's point: the one consensus issue and the one settled conflict.
    expect(round.judgement?.consensus).toHaveLength(1);
    expect(round.judgement?.consensus[0]).toBe(
      round.suggestions.find((s) => s.priority === 'high')?.detail.split('\n')[0],
    );
    expect(round.judgement?.conflicts).toEqual([
      expect.objectContaining({ positions: 'red: high; blue: low', resolution: expect.stringMatching(/^Kept high/) }),
    ]);
  });

  it('hands the reviser the round: its number, what worked and what still needs work', async () => {
    const [loop] = await stageLoops({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, { stageKey: 'final' });
    const round = loop.rounds[0];
    const from = server().requests.length;
    const { runId } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        roundId: round.id,
        decision: 'accept_selected',
        picks: {
          accepted: round.suggestions.map((s) => s.id),
          rejected: [],
        },
      },
    );
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    const revisions = server()
      .requests.slice(from)
      .filter((r) => schemaName(r) === 'revision');
    expect(revisions.length).toBeGreaterThan(0);
    for (const r of revisions) {
      const message = firstUserMessage(r);
      expect(message).toContain('Round 1 of the refinement loop.');
      expect(message).toMatch(/What worked \(build on it\):\n- closing image — .*: It ends the chapter on the lamp\./);
      expect(message).toContain('What still needs work: 2 improvements to make this round.');
    }
  });

  it('without a judge there is no judgement, and the offline engine still writes the overall line', async () => {
    const projectId = (await makeProject(p.ownerId, 'story', 'staged', 'offline')).id;
    const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
    const section = await db().section.create({
      data: { projectId, stageId: stage.id, position: 0, displayNumber: '1', title: 'One', targetLength: 20 },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId,
        stageId: stage.id,
        sectionId: section.id,
        text: 'The the keeper climbed the stairs. [TODO: describe the lamp] The sea was calm that night.',
        source: 'author',
      }),
    );
    const round = await assessOnce(p.ownerId, projectId, ['lint']);
    expect(round.judgement).toBeNull();
    expect(round.overall).toMatch(/^\d+ problems?, \d+ high: .*(repeated words|placeholders)/);
  });
});
