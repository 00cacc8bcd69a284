// The job queue's own cost per job, as the worker sees it: the hop from enqueue to the handler's
// start (median of 20 jobs sent one at a time), and 24 latency-bound jobs (300 ms each) on one
// worker against two, each a separate pg-boss instance as separate worker processes would be.
// Three runs of each; min / median / max. Run with
// `npx tsx --conditions=react-server test/bench/worker-hop-bench.ts`; its own embedded Postgres on 54355.
import type { PgBoss } from 'pg-boss';
import { env } from '../../lib/env';
import { RUN_QUEUE, RUN_WORK_OPTIONS, startBoss } from '../../lib/data/runs/queue';
import { withBenchDatabase } from './bench-database';

const RUNS = 3;
const HOP_JOBS = 20;
const LOAD_JOBS = 24;
const JOB_MS = 300;

type Job = { sentAt: number; sleepMs: number };
let onStart: (job: Job) => void = () => {};

async function startWorkers(url: string, count: number): Promise<PgBoss[]> {
  const bosses = await Promise.all(Array.from({ length: count }, () => startBoss(url)));
  for (const boss of bosses) {
    await boss.work<Job>(RUN_QUEUE, RUN_WORK_OPTIONS(1), async ([job]) => {
      onStart(job.data);
      await new Promise((r) => setTimeout(r, job.data.sleepMs));
    });
  }
  return bosses;
}

async function hops(sender: PgBoss): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < HOP_JOBS; i++) {
    const started = new Promise<number>((resolve) => (onStart = (job) => resolve(performance.now() - job.sentAt)));
    await sender.send(RUN_QUEUE, { sentAt: performance.now(), sleepMs: 0 });
    samples.push(await started);
  }
  return median(samples);
}

async function wallTime(sender: PgBoss): Promise<number> {
  let startedJobs = 0;
  const allStarted = new Promise<void>((resolve) => (onStart = () => ++startedJobs === LOAD_JOBS && resolve()));
  const begun = performance.now();
  for (let i = 0; i < LOAD_JOBS; i++) await sender.send(RUN_QUEUE, { sentAt: performance.now(), sleepMs: JOB_MS });
  await allStarted;
  await new Promise((r) => setTimeout(r, JOB_MS));
  return performance.now() - begun;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[], unit: string) => {
  const s = [...values].sort((a, b) => a - b);
  return `${s[0].toFixed(0)} / ${s[Math.floor(s.length / 2)].toFixed(0)} / ${s[s.length - 1].toFixed(0)} ${unit}`;
};

await withBenchDatabase('worker-hop', 54355, async () => {
  const url = env().DATABASE_URL!;
  const sender = await startBoss(url, { sendOnly: true });
  const figures: Record<string, number[]> = { hop: [], one: [], two: [] };
  for (const count of [1, 2]) {
    const workers = await startWorkers(url, count);
    for (let run = 0; run < RUNS; run++) {
      if (count === 1) figures.hop.push(await hops(sender));
      figures[count === 1 ? 'one' : 'two'].push(await wallTime(sender));
    }
    await Promise.all(workers.map((w) => w.stop({ graceful: true, timeout: 5_000 })));
  }
  await sender.stop({ graceful: false });
  const ratios = figures.one.map((one, i) => one / figures.two[i]);
  console.log(
    `enqueue → handler start, median of ${HOP_JOBS} jobs (min / median / max of ${RUNS}): ${spread(figures.hop, 'ms')}`,
  );
  console.log(`${LOAD_JOBS} jobs of ${JOB_MS} ms, one worker: ${spread(figures.one, 'ms')}`);
  console.log(`${LOAD_JOBS} jobs of ${JOB_MS} ms, two workers: ${spread(figures.two, 'ms')}`);
  console.log(`two workers vs one (target ≥ 1.9×): ${ratios.map((r) => r.toFixed(2)).join(' / ')}×`);
});
