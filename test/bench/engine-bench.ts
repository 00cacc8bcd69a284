// Engine overhead per call, model time excluded: prompt building, the AI SDK plumbing, schema
// validation, anchoring and recording, against an instant in-process model (MockLanguageModelV4
// from ai/test). Run with `npx tsx test/bench/engine-bench.ts`. The database scenario starts its
// own embedded Postgres on port 54351.
import fs from 'node:fs';
import path from 'node:path';
import { createModelEngine } from '../../lib/engine/model';
import type { ModelConfig } from '../../lib/engine/model/config';
import { recordModelCall } from '../../lib/data/runs/model-calls';
import type { Recorder } from '../../lib/engine/record';
import type { Engine } from '../../lib/engine/types';
import { disconnectDb } from '../../lib/db';
import { setDatabaseUrl } from '../../lib/env';
import { startEmbeddedPostgres } from '../../lib/runtime/postgres';
import { migrate } from '../support/test-cluster';
import { artifactInput, assessInput, reviseInput, sectionInput } from '../integration/model/inputs';
import { instantModel } from './engine-mock-model';

const CALLS = 300;
const WARMUP = 30;

const config: ModelConfig = {
  baseURL: 'http://bench.invalid/v1',
  models: { default: 'bench-model' },
  timeoutMs: 10_000,
  maxAttempts: 3,
  retryBaseMs: 10,
  maxRetryAfterMs: 1_000,
  recordPrompts: false,
};

const engineWith = (recorder: Recorder): Engine => createModelEngine({ config, models: instantModel, recorder });

const SCENARIOS: [string, (e: Engine) => Promise<unknown>][] = [
  ['generateArtifact (story brief)', (e) => e.generateArtifact(artifactInput('story', 'brief'))],
  ['generateSection (prose)', (e) => e.generateSection(sectionInput())],
  ['assess (red team, 1 call)', (e) => e.assess(assessInput(['red']))],
  ['revise', (e) => e.revise(reviseInput())],
];

async function measure(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(CALLS / 2)], p95: times[Math.floor(CALLS * 0.95)] };
}

const ms = (n: number) => `${n.toFixed(3)} ms`.padStart(10);
const row = (name: string, r: { median: number; p95: number }) =>
  console.log(`${name.padEnd(44)} median ${ms(r.median)}   p95 ${ms(r.p95)}`);

console.log(`Engine overhead per call, instant in-process model, ${CALLS} calls each after ${WARMUP} warm-up calls\n`);
console.log('Recording to a no-op recorder:');
const noop = engineWith(() => {});
for (const [name, run] of SCENARIOS) row(name, await measure(() => run(noop)));

console.log('\nRecording every call as a ModelCall row in embedded Postgres:');
const dir = path.resolve(import.meta.dirname, '../../.data/bench/engine');
fs.rmSync(dir, { recursive: true, force: true });
const cluster = await startEmbeddedPostgres({ dir, port: 54351, ephemeral: true });
try {
  await cluster.createDatabase('engine_bench');
  await migrate(cluster.urlFor('engine_bench'));
  setDatabaseUrl(cluster.urlFor('engine_bench'));
  const recorded = engineWith(recordModelCall);
  for (const [name, run] of SCENARIOS) row(name, await measure(() => run(recorded)));
} finally {
  await disconnectDb();
  await cluster.stop();
}
