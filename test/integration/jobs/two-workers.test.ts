import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { RUN_QUEUE, type RunJob } from '../../../lib/data/runs/queue';
import { enqueueRun, stopSender } from '../../../lib/data/runs/enqueue';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, modelVersionsPerSection, patchConfig, stepKeys } from '../../support/flows';
import { modelEnv, useModelServer } from '../../support/model-env';
import { requestKind, requestsPerSection, scriptedResponder } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { waitFor } from '../../support/wait';
import { killAllWorkers, startWorker, workerOf } from '../../support/workers';

const SECTIONS = 4;
const RUNS = 4;
const database = useTestDatabase();
const server = useModelServer(scriptedResponder({ sections: SECTIONS, delayMs: 100 }));
afterAll(async () => {
  await stopSender();
  await killAllWorkers();
});

// DESIGN §8: any number of workers share one queue; each run is claimed by one of them, and
// duplicate deliveries of a job change nothing.
describe('two worker processes on one queue', () => {
  it('each run is claimed once; no section is written or reviewed twice', async () => {
    const owner = await makeUser('workers@example.com');
    const runs: { projectId: string; runId: string; stageId: string }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { id } = await makeProject(owner.id, 'paper');
      await patchConfig(id, { maxSectionRewrites: 0 });
      const { runId } = await driveStaged(owner.id, id, 'sections');
      const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'sections' } });
      runs.push({ projectId: id, runId: runId!, stageId: stage.id });
    }
    const before = server().requests.length;

    // One run at a time per worker, so both must take part while the other is busy.
    const env = {
      ...modelEnv(server()),
      DATABASE_URL: database.url(),
      RUN_LEASE_SECONDS: '5',
      WORKER_CONCURRENCY: '1',
      PARALLEL_SECTIONS: '2',
    };
    const workers = [startWorker(env), startWorker(env)];
    await Promise.all(workers.map((w) => w.ready));
    // Every job is delivered twice (the action and a sweeper re-send, say): the claim is guarded.
    const boss = new PgBoss({ connectionString: database.url(), schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    try {
      for (const r of runs) {
        await enqueueRun(r.runId);
        await boss.send(RUN_QUEUE, { runId: r.runId } satisfies RunJob);
      }
    } finally {
      await boss.stop({ graceful: false });
    }

    const finished = await waitFor(
      'every run to finish',
      async () => {
        const rows = await db().run.findMany({ where: { id: { in: runs.map((r) => r.runId) } } });
        return rows.every((r) => ['succeeded', 'failed', 'cancelled'].includes(r.status)) ? rows : null;
      },
      20_000,
    );
    for (const run of finished) {
      expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
      expect(run.attempts).toBe(1);
    }
    expect(new Set(finished.map((r) => workerOf(r.leaseOwner)))).toEqual(new Set(workers.map((w) => w.id())));

    const requests = server().requests.slice(before);
    const writes = requestsPerSection(requests, 'writer');
    const reviews = requestsPerSection(requests, 'section_review');
    const sections = await db().section.findMany({
      where: { stageId: { in: runs.map((r) => r.stageId) } },
      select: { id: true },
    });
    expect(sections).toHaveLength(RUNS * SECTIONS);
    for (const s of sections) {
      expect(writes.get(s.id), `writes of ${s.id}`).toBe(1);
      expect(reviews.get(s.id), `reviews of ${s.id}`).toBe(1);
    }
    // Nothing else was asked: two calls per section, no repeats of whole steps.
    expect(requests.filter((r) => !['writer', 'section_review'].includes(requestKind(r)))).toEqual([]);
    for (const r of runs) {
      const versions = await modelVersionsPerSection(r.stageId);
      expect([...versions.values()]).toEqual(Array(SECTIONS).fill(1));
      const keys = await stepKeys(r.runId);
      const ids = (await db().section.findMany({ where: { stageId: r.stageId }, select: { id: true } })).map(
        (s) => s.id,
      );
      const expected = [
        'plan:sections',
        'targets:sections',
        ...ids.flatMap((id) => [`section:${id}:write`, `section:${id}:review:1`]),
        'finish:sections',
      ];
      expect([...keys].sort()).toEqual(expected.sort()); // each once: the unique index allows no more
    }
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
  });
});
