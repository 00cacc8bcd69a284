import { afterAll, describe, expect, it } from 'vitest';
import { startLoop, type LoopRequest } from '../../../lib/data/refinement/start-loop';
import { enqueueRun, stopSender } from '../../../lib/data/runs/enqueue';
import { db, useTestDatabase } from '../../support/db';
import { stepKeys } from '../../support/flows';
import { currentTexts, makeLoopProject, roundsOf, type LoopProject } from '../../support/loop-project';
import { ScriptedLoopModel, type LoopScript, type PlannedFinding } from '../../support/loop-model';
import { modelEnv, useModelServer } from '../../support/model-env';
import { promptSections, schemaName } from '../../support/openai-fixtures';
import { fault } from '../../support/openai-steps';
import { runToEnd } from '../../support/runs';
import { waitFor } from '../../support/wait';
import { killAllWorkers, startWorker, workerOf } from '../../support/workers';

// DESIGN §8 and issue 5: an auto loop whose worker dies in the middle of round 2 resumes on another
// worker and ends exactly as an uninterrupted run of the same scripted scenario: no round repeated,
// none skipped, each section revised once per round.
const database = useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer(model.respond);
afterAll(async () => {
  await stopSender();
  await killAllWorkers();
});

const PLAN: Record<number, PlannedFinding[]> = {
  1: [
    { section: 0, priority: 'high' },
    { section: 0, priority: 'low' },
    { section: 1, priority: 'high' },
    { section: 1, priority: 'medium' },
    { section: 3, priority: 'low' },
  ],
  2: [
    { section: 1, priority: 'high' },
    { section: 2, priority: 'medium' },
  ],
};
const findings: LoopScript['findings'] = (n) => PLAN[n] ?? [];
const LOOP: LoopRequest = {
  stageKey: 'final',
  mode: 'auto',
  roles: ['red', 'blue', 'judge'],
  maxRounds: 3,
  accept: ['high', 'medium'],
  tokenBudget: null,
};

const workerEnv = () => ({
  ...modelEnv(server()),
  DATABASE_URL: database.url(),
  RUN_LEASE_SECONDS: '2',
  WORKER_CONCURRENCY: '1',
});

/** What a finished loop left, in terms two projects can share: positions instead of section ids. */
async function endState(p: LoopProject, loopId: string) {
  const at = (id: string | null) => (id ? p.sectionIds.indexOf(id) : null);
  const loop = await db().loop.findUniqueOrThrow({ where: { id: loopId } });
  const rounds = (await roundsOf(loopId)).map((r) => ({
    number: r.number,
    status: r.status,
    decision: r.decision,
    stopReason: r.stopReason,
    counts: [r.highCount, r.mediumCount, r.lowCount],
    suggestions: r.suggestions.map((s) => `${s.priority} ${at(s.sectionId)} ${s.status} ${s.summary}`).sort(),
    revised: r.versions
      .filter((v) => v.source === 'revision')
      .map((v) => at(v.sectionId))
      .sort(),
  }));
  return { stopReason: loop.stopReason, rounds, texts: await currentTexts(p.sectionIds) };
}

/** Revision versions per round and section: each must be written once. */
async function revisionsPerRoundSection(loopId: string): Promise<number[]> {
  const rows = await db().version.groupBy({
    by: ['roundId', 'sectionId'],
    where: { source: 'revision', round: { loopId } },
    _count: true,
  });
  return rows.map((r) => r._count);
}

const requestsOf = (p: LoopProject, kind: string) =>
  server().requests.filter((r) => schemaName(r) === kind && p.sectionIds.includes(promptSections(r)[0]?.id));

let reference: Awaited<ReturnType<typeof endState>>;

describe('a worker killed in the middle of round 2 of an auto loop', () => {
  it('reference: the same scenario run without interruption', async () => {
    const p = await makeLoopProject('steady@example.com');
    model.script(p.sectionIds, { findings });
    const { loopId, runId } = await startLoop({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, LOOP);
    expect((await runToEnd(runId)).status).toBe('succeeded');
    reference = await endState(p, loopId);
    expect(reference.stopReason).toBe('no_suggestions');
    expect(reference.rounds.map((r) => r.revised)).toEqual([[0, 1], [1, 2], []]);
  });

  it('resumes on another worker to the same end state, with no round duplicated or skipped', async () => {
    const p = await makeLoopProject('crash@example.com');
    let signalCrash!: () => void;
    const crashPoint = new Promise<void>((resolve) => (signalCrash = resolve));
    let armed = true;
    // Round 2's first reviser request never gets an answer: the worker is killed while waiting for it.
    model.script(p.sectionIds, {
      findings,
      intercept: ({ round }) => {
        if (round !== 2 || !armed) return undefined;
        armed = false;
        signalCrash();
        return fault.hang();
      },
    });

    const first = startWorker(workerEnv());
    await first.ready;
    const { loopId, runId } = await startLoop({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, LOOP);
    await enqueueRun(runId);
    await crashPoint;
    const inFlight = await db().run.findUniqueOrThrow({ where: { id: runId } });
    expect(workerOf(inFlight.leaseOwner)).toBe(first.id());
    await first.kill('SIGKILL');

    const orphaned = await roundsOf(loopId);
    expect(orphaned.map((r) => [r.number, r.status])).toEqual([
      [1, 'revised'],
      [2, 'assessed'],
    ]);
    expect((await db().run.findUniqueOrThrow({ where: { id: runId } })).status).toBe('running');

    const second = startWorker(workerEnv());
    await second.ready;
    const done = await waitFor(
      'the loop to finish on the second worker',
      async () => {
        const run = await db().run.findUniqueOrThrow({ where: { id: runId } });
        return ['succeeded', 'failed', 'cancelled'].includes(run.status) ? run : null;
      },
      15_000,
    );
    expect(done.status, `${done.errorCode} ${done.errorMessage}\n${second.output.join('\n')}`).toBe('succeeded');
    expect(done.attempts).toBe(2);
    expect(workerOf(done.leaseOwner)).toBe(second.id());

    // The same end state as the uninterrupted run: rounds, counts, suggestions, decisions, texts.
    expect(await endState(p, loopId)).toEqual(reference);
    const rounds = await roundsOf(loopId);
    expect(rounds.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(await revisionsPerRoundSection(loopId)).toEqual([1, 1, 1, 1]);
    const keys = await stepKeys(runId);
    expect(new Set(keys).size).toBe(keys.length);

    // Nothing the first worker saved was asked again: three assessments, round 1's two revisions once
    // each; only round 2's revisions in flight at the kill may have been asked twice.
    expect(requestsOf(p, 'red_review')).toHaveLength(3);
    const revisers = requestsOf(p, 'revision').map((r) => p.sectionIds.indexOf(promptSections(r)[0].id));
    expect(revisers.filter((i) => i === 0)).toHaveLength(1);
    expect(revisers.filter((i) => i === 2).length).toBeLessThanOrEqual(2);
    expect(revisers.filter((i) => i === 1).length).toBeGreaterThanOrEqual(2);
    expect(revisers.filter((i) => i === 1).length).toBeLessThanOrEqual(3);
    expect(revisers.filter((i) => i === 3)).toHaveLength(0);
    await second.kill('SIGTERM');
  });

  it('decides a section revised before the kill as applied once resumed, the same as the uninterrupted run', async () => {
    const p = await makeLoopProject('crash-after-one@example.com');
    // Round 2 revises chapters 2 and 3: chapter 2's reviser never answers, chapter 3's revision is
    // saved, and only then is the worker killed. The resumed round must judge chapter 3 by the text
    // its revision read, not by the text it left behind.
    let armed = true;
    model.script(p.sectionIds, {
      findings,
      intercept: ({ sectionId, round }) =>
        armed && round === 2 && sectionId === p.sectionIds[1] ? fault.hang() : undefined,
    });
    const first = startWorker(workerEnv());
    await first.ready;
    const { loopId, runId } = await startLoop({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, LOOP);
    await enqueueRun(runId);
    await waitFor('chapter 3 revised in round 2', () =>
      db().version.findFirst({
        where: { sectionId: p.sectionIds[2], source: 'revision', round: { loopId, number: 2 } },
      }),
    );
    await first.kill('SIGKILL');

    armed = false;
    const second = startWorker(workerEnv());
    await second.ready;
    const done = await waitFor(
      'the loop to finish on the second worker',
      async () => {
        const run = await db().run.findUniqueOrThrow({ where: { id: runId } });
        return ['succeeded', 'failed', 'cancelled'].includes(run.status) ? run : null;
      },
      15_000,
    );
    expect(done.status, `${done.errorCode} ${done.errorMessage}\n${second.output.join('\n')}`).toBe('succeeded');
    expect(await endState(p, loopId)).toEqual(reference);
    expect(await revisionsPerRoundSection(loopId)).toEqual([1, 1, 1, 1]);
    await second.kill('SIGTERM');
  });
});
