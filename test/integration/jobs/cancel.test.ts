import { describe, expect, it } from 'vitest';
import { retryRun } from '../../../lib/data/runs/retry-run';
import { requestCancel } from '../../../lib/data/runs/lifecycle';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, modelVersionsPerSection, sectionStatuses } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { requestsPerSection, scriptedResponder } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { waitFor } from '../../support/wait';

const CHAPTERS = 6;
useTestDatabase();
const server = useModelServer(scriptedResponder({ sections: CHAPTERS, delayMs: 150 }));

/** A story paused where its final draft (chapters written in order, each seeing the earlier ones) is queued. */
async function queuedFinalDraft(email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'story');
  const { runId } = await driveStaged(owner.id, id, 'final');
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'final' } });
  return { ownerId: owner.id, projectId: id, runId: runId!, stageId: stage.id };
}

// DESIGN §8: the worker checks the cancel flag between model calls; a cancelled run leaves the
// project failed with the reason, and a retry resumes it where it stopped.
describe('cancelling a run', () => {
  it('takes effect between model calls, fails the project with "Cancelled", and retry resumes', async () => {
    const p = await queuedFinalDraft('cancel@example.com');
    const running = runToEnd(p.runId);
    await waitFor('two chapters written', async () => (await modelVersionsPerSection(p.stageId)).size >= 2);
    await requestCancel(db(), p.projectId, p.runId, p.ownerId);
    const atCancel = server().requests.length;
    const cancelled = await running;

    expect(cancelled.status).toBe('cancelled');
    // Chapters are written one at a time: at most the call in flight finished; none started after.
    expect(server().requests.length - atCancel).toBeLessThanOrEqual(1);
    const project = await db().project.findUniqueOrThrow({ where: { id: p.projectId } });
    expect(project).toMatchObject({ state: 'failed', failedStage: 'final:generating' });
    expect(project.failedReason).toMatch(/^Cancelled/);
    expect((await db().stage.findUniqueOrThrow({ where: { id: p.stageId } })).status).toBe('failed');

    const written = new Set((await modelVersionsPerSection(p.stageId)).keys());
    expect(written.size).toBeGreaterThanOrEqual(2);
    expect(written.size).toBeLessThan(CHAPTERS);
    const beforeRetry = server().requests.length;
    await retryRun({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, p.runId);
    const resumed = await runToEnd(p.runId);
    expect(resumed.status, `${resumed.errorCode} ${resumed.errorMessage}`).toBe('succeeded');
    expect(resumed.cancelRequested).toBe(false);

    const writes = requestsPerSection(server().requests.slice(beforeRetry), 'writer');
    for (const id of written) expect(writes.get(id)).toBeUndefined();
    const chapters = await db().section.findMany({ where: { stageId: p.stageId }, select: { id: true } });
    expect(chapters).toHaveLength(CHAPTERS);
    for (const c of chapters) if (!written.has(c.id)) expect(writes.get(c.id)).toBe(1);
    const versions = await modelVersionsPerSection(p.stageId);
    expect(chapters.map((c) => versions.get(c.id))).toEqual(chapters.map(() => 1));
    expect((await db().project.findUniqueOrThrow({ where: { id: p.projectId } })).state).toBe('final:review');
    // Sections skipped as already done keep the status their steps gave them.
    for (const status of await sectionStatuses(p.stageId)) expect(['written', 'passed']).toContain(status);
  });

  it('a queued run is cancelled at once; retry runs it from the start', async () => {
    const p = await queuedFinalDraft('cancel-queued@example.com');
    const before = server().requests.length;
    await requestCancel(db(), p.projectId, p.runId, p.ownerId);
    const run = await db().run.findUniqueOrThrow({ where: { id: p.runId } });
    expect(run.status).toBe('cancelled');
    expect(await runToEnd(p.runId)).toMatchObject({ status: 'cancelled', attempts: 0 });
    expect(server().requests.length).toBe(before);
    expect((await db().project.findUniqueOrThrow({ where: { id: p.projectId } })).state).toBe('failed');

    await retryRun({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, p.runId);
    expect(await runToEnd(p.runId)).toMatchObject({ status: 'succeeded' });
    expect([...(await modelVersionsPerSection(p.stageId)).values()]).toEqual(Array(CHAPTERS).fill(1));
  });

  it("refuses to cancel someone else's run", async () => {
    const p = await queuedFinalDraft('cancel-owner@example.com');
    const other = await makeUser('cancel-other@example.com');
    await expect(requestCancel(db(), p.projectId, p.runId, other.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await db().run.findUniqueOrThrow({ where: { id: p.runId } })).status).toBe('queued');
  });
});
