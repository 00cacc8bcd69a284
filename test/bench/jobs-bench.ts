// The durable job system under load, on a real Postgres and a real HTTP model peer:
//  (a) orchestration overhead per step with an instant model: the time a step costs besides its model
//      call (done check, cancel check, transaction with lease fence, persist and step marker), median
//      and p95 over every step of five 20-section paper runs; target under 20 ms;
//  (b) a 20-section paper's sections stage with a model that takes 1 s per call (write + section
//      review per section, no rewrites), written in parallel as before the paper's sections were
//      written in order (paper-sections-bench.ts compares the two): wall time with
//      PARALLEL_SECTIONS=4 against 1; target ≥ 3×;
//  (c) the stage page's data load (getStageView) for a project of 100,000 words in 50 sections, each
//      with four versions: median of 20 after warm-up; target under 150 ms.
// Run with `npx tsx --conditions=react-server test/bench/jobs-bench.ts`. Its own embedded Postgres on
// port 54352 (data in .data/bench/jobs, thrown away) and its own OpenAI-compatible test server.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { db, disconnectDb } from '../../lib/db';
import { createProject } from '../../lib/data/projects';
import { getStageView } from '../../lib/data/stage-view';
import { resetEnvCache, setDatabaseUrl } from '../../lib/env';
import { executeRun } from '../../lib/jobs/execute-run';
import '../../lib/jobs/handlers';
import { RunContext, type Tx } from '../../lib/jobs/run-context';
import { startEmbeddedPostgres } from '../../lib/runtime/postgres';
import { templateOf } from '../../lib/workflow/templates';
import { modelEnv } from '../support/model-env';
import { scriptedStep, withDelay } from '../support/model-script';
import { startOpenAIServer } from '../support/openai-server';
import { migrate } from '../support/test-cluster';
import { queuedSectionsRun, withParallelPaperSections } from './paper-bench-support';

const SECTIONS = 20;
const OVERHEAD_RUNS = 5;
const LATENCY_MS = 1_000;
const VIEW_SECTIONS = 50;
const VIEW_WORDS = 100_000;
const VIEW_VERSIONS = 4;
const VIEW_CALLS = 20;
const TARGET = { stepMs: 20, speedup: 3, viewMs: 150 };

const ROOT = path.resolve(import.meta.dirname, '../..');
const cluster = await startEmbeddedPostgres({ dir: path.join(ROOT, '.data/bench/jobs'), port: 54352, ephemeral: true });
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
    key: string,
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

const VOCABULARY =
  'the ritual kept the village stable while exchange bound families across the island and custom answered needs that no single person could meet alone'.split(
    ' ',
  );
const words = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => VOCABULARY[(i * 7 + seed) % VOCABULARY.length]).join(' ') + '.';

/** (c) A paper in review at its sections stage: 50 sections of 2,000 words, four versions each. */
async function stageViewLoad(ownerId: string) {
  const config = templateOf('paper').config.parse({
    topic: 'Functionalism',
    discipline: 'Anthropology',
    targetWords: VIEW_WORDS,
  });
  const { id: projectId } = await createProject(db(), ownerId, {
    template: 'paper',
    title: 'big',
    mode: 'staged',
    engine: 'model',
    config: config as Record<string, unknown>,
  });
  await db().project.update({ where: { id: projectId }, data: { state: 'sections:review' } });
  await db().stage.updateMany({ where: { projectId, key: { in: ['intake', 'plan'] } }, data: { status: 'approved' } });
  const stage = await db().stage.update({
    where: { projectId_key: { projectId, key: 'sections' } },
    data: { status: 'review' },
  });
  const perSection = VIEW_WORDS / VIEW_SECTIONS;
  const sources = ['model', 'revision', 'author', 'revision'] as const;
  for (let i = 0; i < VIEW_SECTIONS; i++) {
    const section = await db().section.create({
      data: {
        projectId,
        stageId: stage.id,
        key: `s${i + 1}`,
        position: i,
        displayNumber: String(i + 1),
        title: `Part ${i + 1}`,
        goal: 'Argue',
        targetLength: perSection,
        status: 'passed',
      },
    });
    let parentId: string | null = null;
    for (let v = 0; v < VIEW_VERSIONS; v++) {
      const created: { id: string } = await db().version.create({
        data: {
          projectId,
          stageId: stage.id,
          sectionId: section.id,
          number: v + 1,
          text: words(perSection, i + v),
          source: sources[v],
          engine: 'model',
          model: 'bench-model',
          authorId: sources[v] === 'author' ? ownerId : null,
          parentId,
        },
        select: { id: true },
      });
      parentId = created.id;
    }
    await db().section.update({ where: { id: section.id }, data: { currentVersionId: parentId } });
  }
  await db().$executeRawUnsafe('ANALYZE');
  for (let i = 0; i < 3; i++) await getStageView(db(), ownerId, projectId, 'sections');
  const times: number[] = [];
  let loadedWords = 0;
  for (let i = 0; i < VIEW_CALLS; i++) {
    const start = performance.now();
    const view = await getStageView(db(), ownerId, projectId, 'sections');
    times.push(performance.now() - start);
    loadedWords = view.sections.reduce((n, s) => n + s.words, 0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), loadedWords };
}

let failed = false;
try {
  await cluster.dropDatabase('bench');
  await cluster.createDatabase('bench');
  migrate(cluster.urlFor('bench'));
  setDatabaseUrl(cluster.urlFor('bench'));
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
  const c = await stageViewLoad(owner.id);
  console.log(
    `(c) getStageView: ${c.loadedWords.toLocaleString('en')} words in ${VIEW_SECTIONS} sections, median ${ms(c.median)}, p95 ${ms(c.p95)}`,
  );

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
    [
      `(c) getStageView, ${VIEW_WORDS.toLocaleString('en')} words / ${VIEW_SECTIONS} sections, median`,
      ms(c.median),
      `< ${TARGET.viewMs} ms`,
      c.median < TARGET.viewMs,
    ],
    ['(c) getStageView, p95', ms(c.p95), '(context)', true],
  ];
  console.log(`\n${'measure'.padEnd(58)} ${'result'.padStart(10)}  target`);
  for (const [label, value, target, ok] of rows)
    console.log(`${label.padEnd(58)} ${value.padStart(10)}  ${target}${ok ? '' : '  OVER TARGET'}`);
  failed = rows.some(([, , , ok]) => !ok);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await disconnectDb();
  await server.close();
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
