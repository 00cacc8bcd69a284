import { afterAll, describe, expect, it } from 'vitest';
import { enqueueRun, stopSender } from '../../../lib/data/runs/enqueue';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, modelVersionsPerSection, patchConfig, stepKeys, sectionStatuses } from '../../support/flows';
import { modelEnv, useModelServer } from '../../support/model-env';
import { requestsPerSection, scriptedResponder } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { waitFor } from '../../support/wait';
import { killAllWorkers, startWorker, workerOf } from '../../support/workers';

const SECTIONS = 8;
const database = useTestDatabase();
const server = useModelServer(scriptedResponder({ sections: SECTIONS, delayMs: 300 }));
afterAll(async () => {
  await stopSender();
  await killAllWorkers();
});

const workerEnv = () => ({
  ...modelEnv(server()),
  DATABASE_URL: database.url(),
  RUN_LEASE_SECONDS: '2',
  PARALLEL_SECTIONS: '2',
  WORKER_CONCURRENCY: '2',
});

// DESIGN §8: a worker that dies mid-run loses nothing and duplicates nothing; another worker takes
// the run over once the lease runs out, and skips every step the first one saved.
describe('a worker killed in the middle of a run', () => {
  it('another worker resumes it after the lease expires; every section is written exactly once', async () => {
    const owner = await makeUser('crash@example.com');
    const { id } = await makeProject(owner.id, 'paper', 'staged', null);
    await patchConfig(id, { maxSectionRewrites: 0 });
    const { runId } = await driveStaged(owner.id, id, 'sections');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'sections' } });

    const first = startWorker(workerEnv());
    await first.ready;
    await enqueueRun(runId!);
    const writtenBeforeKill = await waitFor('two sections written by the first worker', async () => {
      const written = await modelVersionsPerSection(stage.id);
      return written.size >= 2 ? new Set(written.keys()) : null;
    });
    await first.kill('SIGKILL');
    // Versions committed between the poll and the kill count as written before it.
    for (const sectionId of (await modelVersionsPerSection(stage.id)).keys()) writtenBeforeKill.add(sectionId);
    const orphaned = await db().run.findUniqueOrThrow({ where: { id: runId! } });
    expect(orphaned.status).toBe('running');
    expect(workerOf(orphaned.leaseOwner)).toBe(first.id());

    const second = startWorker(workerEnv());
    await second.ready;
    const done = await waitFor(
      'the run to finish on the second worker',
      async () => {
        const run = await db().run.findUniqueOrThrow({ where: { id: runId! } });
        return ['succeeded', 'failed', 'cancelled'].includes(run.status) ? run : null;
      },
      20_000,
    );
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    expect(done.attempts).toBe(2);
    expect(workerOf(done.leaseOwner)).toBe(second.id());

    const sections = await db().section.findMany({ where: { stageId: stage.id, deletedAt: null } });
    expect(sections).toHaveLength(SECTIONS);
    // Exactly one model version per section: nothing lost, nothing written twice.
    const versions = await modelVersionsPerSection(stage.id);
    expect(sections.map((s) => versions.get(s.id))).toEqual(sections.map(() => 1));
    // Each section was written and reviewed, each step recorded once.
    const keys = await stepKeys(runId!);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of sections)
      expect(keys).toEqual(expect.arrayContaining([`section:${s.id}:write`, `section:${s.id}:review:1`]));
    // The second worker did not ask the model again for what the first had saved.
    const writes = requestsPerSection(server().requests, 'writer');
    for (const sectionId of writtenBeforeKill) expect(writes.get(sectionId), sectionId).toBe(1);
    // A section in flight at the kill may have been asked twice, but never more.
    for (const s of sections) expect(writes.get(s.id)).toBeLessThanOrEqual(2);

    const project = await db().project.findUniqueOrThrow({ where: { id } });
    expect(project.state).toBe('sections:review');
    // Sections skipped as already done keep the status their steps gave them.
    for (const status of await sectionStatuses(stage.id)) expect(['written', 'passed']).toContain(status);
    await second.kill('SIGTERM');
    // Two worker processes start cold and a lease must run out between them: on a busy 2-core machine that alone
    // can take most of the default 30 s.
  }, 90_000);
});
