import { describe, expect, it } from 'vitest';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { retryRun } from '../../../lib/data/runs/retry-run';
import { requestCancel } from '../../../lib/data/runs/lifecycle';
import type { ReceivedRequest } from '../../support/openai-server';
import { fault } from '../../support/openai-steps';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { requestKind, scriptedStep } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

let broken: ((r: ReceivedRequest) => boolean) | null = null;
useTestDatabase();
useModelServer((r) => (broken?.(r) ? fault.serverError() : scriptedStep(r, 2)));

/** A completed story: a refinement loop on its final draft touches neither the lifecycle nor the stage's status. */
async function completedStory(email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'story');
  await driveStaged(owner.id, id);
  return { ownerId: owner.id, projectId: id };
}

const loopOnFinal = (ownerId: string, projectId: string) =>
  startLoop(
    { db: db(), ownerId, projectId },
    {
      stageKey: 'final',
      mode: 'manual',
      roles: ['red'],
      maxRounds: 3,
      accept: ['high'],
      tokenBudget: null,
    },
  );

const states = async (projectId: string) => ({
  project: (await db().project.findUniqueOrThrow({ where: { id: projectId } })).state,
  final: (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).status,
});

// Refinement-loop runs share the run machinery (cancel, fail, retry) with stage generation, but they
// never generate a stage: stopping or retrying one leaves the stage and the project as they were.
describe('cancel and retry of loop runs', () => {
  it('cancelling a queued loop round leaves the project and the stage as they were', async () => {
    const p = await completedStory('loop-cancel@example.com');
    const { runId } = await loopOnFinal(p.ownerId, p.projectId);
    await requestCancel(db(), p.projectId, runId, p.ownerId);
    expect((await db().run.findUniqueOrThrow({ where: { id: runId } })).status).toBe('cancelled');
    expect(await states(p.projectId)).toEqual({ project: 'completed', final: 'approved' });
  });

  it('a failed loop round is retried without moving the stage to generating, and completes', async () => {
    const p = await completedStory('loop-retry@example.com');
    const { runId } = await loopOnFinal(p.ownerId, p.projectId);
    broken = (r) => requestKind(r) === 'red_review';
    const failed = await runToEnd(runId);
    broken = null;
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'provider_error' });
    expect(await states(p.projectId)).toEqual({ project: 'completed', final: 'approved' });

    await retryRun({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, runId);
    expect(await states(p.projectId)).toEqual({ project: 'completed', final: 'approved' });
    expect(await runToEnd(runId)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await states(p.projectId)).toEqual({ project: 'completed', final: 'approved' });
  });
});
