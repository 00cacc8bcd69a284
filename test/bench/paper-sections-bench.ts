// The paper's sections stage written in order (each section sees the earlier ones; the review of
// section k overlaps the writing of section k+1) against the fully parallel writing it replaced, with
// a scripted model that answers every call after a fixed delay. Three runs of each; min / median / max.
// Run with `npx tsx --conditions=react-server test/bench/paper-sections-bench.ts`. Its own embedded
// Postgres on port 54353 (data in .data/bench/paper-sections, thrown away) and its own model server.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { db, disconnectDb } from '../../lib/db';
import { resetEnvCache, setDatabaseUrl } from '../../lib/env';
import { executeRun } from '../../lib/jobs/execute-run';
import '../../lib/jobs/handlers';
import { startEmbeddedPostgres } from '../../lib/runtime/postgres';
import { modelEnv } from '../support/model-env';
import { scriptedStep, withDelay } from '../support/model-script';
import { startOpenAIServer } from '../support/openai-server';
import { migrate } from '../support/test-cluster';
import { queuedSectionsRun, withParallelPaperSections } from './paper-bench-support';

const SECTIONS = 12;
const LATENCY_MS = 1_000;
const PARALLEL = 4;
const RUNS = 3;

const ROOT = path.resolve(import.meta.dirname, '../..');
const cluster = await startEmbeddedPostgres({
  dir: path.join(ROOT, '.data/bench/paper-sections'),
  port: 54353,
  ephemeral: true,
});
let latency = 0;
const server = await startOpenAIServer({ respond: (r) => withDelay(scriptedStep(r, SECTIONS), latency) });

async function sectionsStage(ownerId: string): Promise<{ seconds: number; calls: number }> {
  latency = 0;
  const runId = await queuedSectionsRun(ownerId, SECTIONS);
  latency = LATENCY_MS;
  const calls = server.requests.length;
  const start = performance.now();
  await executeRun(runId, 'bench');
  const seconds = (performance.now() - start) / 1000;
  latency = 0;
  const run = await db().run.findUniqueOrThrow({ where: { id: runId } });
  if (run.status !== 'succeeded') throw new Error(`run ${runId} ${run.status}: ${run.errorCode} ${run.errorMessage}`);
  return { seconds, calls: server.requests.length - calls };
}

async function threeRuns(ownerId: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await sectionsStage(ownerId));
  const sorted = runs.map((r) => r.seconds).sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(RUNS / 2)], max: sorted[RUNS - 1], calls: runs[0].calls };
}

let failed = false;
try {
  await cluster.dropDatabase('bench');
  await cluster.createDatabase('bench');
  migrate(cluster.urlFor('bench'));
  setDatabaseUrl(cluster.urlFor('bench'));
  Object.assign(process.env, modelEnv(server), { PARALLEL_SECTIONS: String(PARALLEL) });
  resetEnvCache();
  const owner = await db().user.create({ data: { email: 'bench@example.com', name: 'bench', passwordHash: 'x' } });

  const parallel = await withParallelPaperSections(() => threeRuns(owner.id));
  const inOrder = await threeRuns(owner.id);
  // Written in order without the overlap, every call would wait for the one before it.
  const serialFloor = (inOrder.calls * LATENCY_MS) / 1000;
  const s = (n: number) => `${n.toFixed(2)} s`;
  const line = (label: string, r: typeof parallel) =>
    console.log(`${label.padEnd(44)} min ${s(r.min)}  median ${s(r.median)}  max ${s(r.max)}  (${r.calls} calls)`);
  console.log(`${SECTIONS} sections, write + section review each, ${LATENCY_MS} ms per model call, ${RUNS} runs`);
  line(`parallel (PARALLEL_SECTIONS=${PARALLEL}), no context`, parallel);
  line('in order, review k beside writing k+1', inOrder);
  console.log(`${'in order, one call at a time (floor)'.padEnd(44)} ${s(serialFloor)}`);
  console.log(`in order / parallel, medians: ${(inOrder.median / parallel.median).toFixed(2)}×`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await disconnectDb();
  await server.close();
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
