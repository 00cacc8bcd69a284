// The durable job system under load, on a real Postgres and a real HTTP model peer:
//  (a) orchestration overhead per step with an instant model: the time a step costs besides its model
//      call (done check, cancel check, transaction with lease fence, persist and step marker), median
//      and p95 over every step of five 20-section paper runs; target under 20 ms;
//  (b) a 20-section paper's sections stage with a model that takes 1 s per call (write + section
//      review per section, no rewrites), written in parallel as before the paper's sections were
//      written in order: wall time with PARALLEL_SECTIONS=4 against 1 (target ≥ 3×), and written in
//      order as it is now (each section written after the one before has passed its review).
// The stage page itself is measured over HTTP by `npm run bench`. Run with `npx tsx --conditions=react-server test/bench/jobs-bench.ts`. Its own embedded Postgres on
// port 54352 (data in .data/bench/jobs, thrown away) and its own OpenAI-compatible test server.
import { performance } from 'node:perf_hooks';
import type { StepKey } from '../../lib/data/runs/steps';
import { db } from '../../lib/db';
import { resetEnvCache } from '../../lib/env';
import { executeRun } from '../../lib/jobs/execute-run';
import '../../lib/jobs/handlers';
import { RunContext } from '../../lib/jobs/run-context';
import type { Tx } from '../../lib/db';
import { modelEnv } from '../support/model-env';
import { scriptedStep, withDelay } from '../support/model-script';
import { startOpenAIServer } from '../support/openai-server';
import { withBenchDatabase } from './bench-database';
import { queuedSectionsRun, withParallelPaperSections } from './paper-bench-support';

const SECTIONS = 20;
const OVERHEAD_RUNS = 5;
const LATENCY_MS = 1_000;
const TARGET = { stepMs: 20, speedup: 3 };

let latency = 0;
const server = await startOpenAIServer({ respond: (r) => withDelay(scriptedStep(r, SECTIONS), latency) });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

async function expectSucceeded(runId: string) {
  const run = await db().run.findUniqueOrThrow({ where: { id: runId } });
  if (run.status !== 'succeeded') throw new Error(`run ${runId} ${run.status}: ${run.errorCode} ${run.errorMessage}`);
  return run;
}

/** (a) Every step's own time minus its compute, measured around RunContext.step in real runs. */
async function stepOverhead(ownerId: string) {
  const samples: number[] = [];
  let steps = 0;
  let runWall = 0;
  let computeTotal = 0;
  const original = RunContext.prototype.step;
  RunContext.prototype.step = function (
    this: RunContext,
    key: StepKey,
    compute: () => Promise<unknown>,
    persist: (tx: Tx, value: unknown) => Promise<unknown>,
  ) {
    let computeMs = 0;
    const started = performance.now();
    const timed = async () => {
      const t = performance.now();
      try {
        return await compute();
      } finally {
        computeMs = performance.now() - t;
      }
    };
    return original.call(this, key, timed, persist).then((result) => {
      samples.push(performance.now() - started - computeMs);
      computeTotal += computeMs;
      return result;
    });
  } as typeof original;
  try {
    setEnv({ PARALLEL_SECTIONS: '1' });
    latency = 0;
    for (let i = 0; i < OVERHEAD_RUNS; i++) {
      const runId = await queuedSectionsRun(ownerId, SECTIONS);
      const before = samples.length;
      const computeBefore = computeTotal;
      const start = performance.now();
      await executeRun(runId, 'bench');
      runWall += performance.now() - start - (computeTotal - computeBefore);
      await expectSucceeded(runId);
      steps += samples.length - before;
    }
  } finally {
    RunContext.prototype.step = original;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { steps, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), perStepInRun: runWall / steps };
}

/** (b) The sections stage's wall time with a fixed model latency, at a given parallelism. */
async function sectionsWallTime(ownerId: string, parallel: number) {
  setEnv({ PARALLEL_SECTIONS: String(parallel) });
  latency = 0;
  const runId = await queuedSectionsRun(ownerId, SECTIONS);
  latency = LATENCY_MS;
  const calls = server.requests.length;
  const start = performance.now();
  await executeRun(runId, 'bench');
  const wall = performance.now() - start;
  latency = 0;
  await expectSucceeded(runId);
  return { wall, calls: server.requests.length - calls };
}

await withBenchDatabase('jobs', 54352, async () => {
  setEnv(modelEnv(server));
  const owner = await db().user.create({ data: { email: 'bench@example.com', name: 'bench', passwordHash: 'x' } });

  const a = await stepOverhead(owner.id);
  console.log(
    `(a) ${a.steps} steps: step machinery median ${ms(a.median)}, p95 ${ms(a.p95)}; whole run minus model calls ${ms(a.perStepInRun)} per step`,
  );
  const parallel = await withParallelPaperSections(() => sectionsWallTime(owner.id, 4));
  console.log(`(b) PARALLEL_SECTIONS=4: ${(parallel.wall / 1000).toFixed(2)} s for ${parallel.calls} calls`);
  const serial = await withParallelPaperSections(() => sectionsWallTime(owner.id, 1));
  console.log(`(b) PARALLEL_SECTIONS=1: ${(serial.wall / 1000).toFixed(2)} s for ${serial.calls} calls`);
  const speedup = serial.wall / parallel.wall;
  const inOrder = await sectionsWallTime(owner.id, 4);

  const rows: [string, string, string, boolean][] = [
    ['(a) orchestration per step, median', ms(a.median), `< ${TARGET.stepMs} ms`, a.median < TARGET.stepMs],
    ['(a) orchestration per step, p95', ms(a.p95), `< ${TARGET.stepMs} ms`, a.p95 < TARGET.stepMs],
    ['(a) whole run minus model calls, per step', ms(a.perStepInRun), '(context)', true],
    [
      `(b) ${SECTIONS} sections at ${LATENCY_MS} ms/call, parallel 4`,
      `${(parallel.wall / 1000).toFixed(2)} s`,
      '',
      true,
    ],
    [`(b) ${SECTIONS} sections at ${LATENCY_MS} ms/call, parallel 1`, `${(serial.wall / 1000).toFixed(2)} s`, '', true],
    ['(b) speed-up', `${speedup.toFixed(2)}×`, `≥ ${TARGET.speedup}×`, speedup >= TARGET.speedup],
    [`(b) ${SECTIONS} sections in order, parallel 4`, `${(inOrder.wall / 1000).toFixed(2)} s`, '', true],
  ];
  console.log(`\n${'measure'.padEnd(58)} ${'result'.padStart(10)}  target`);
  for (const [label, value, target, ok] of rows)
    console.log(`${label.padEnd(58)} ${value.padStart(10)}  ${target}${ok ? '' : '  OVER TARGET'}`);
});
