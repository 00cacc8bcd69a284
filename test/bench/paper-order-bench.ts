// What writing a paper's sections in order costs: a 12-section paper's sections stage against a
// model that answers every call after 1 s (a real HTTP test server), three runs each of two scripts:
//  - every section passes its first review (write + one review per section);
//  - sections 3, 7 and 11 fail their first review and are revised once (write + review + revision + review).
// Prints min / median / max wall time of the stage's run. Run with
// `npx tsx --conditions=react-server test/bench/paper-order-bench.ts [port]` (its own embedded
// Postgres, data in .data/bench/paper-order, thrown away; port 54353 unless given).
import { performance } from 'node:perf_hooks';
import { db } from '../../lib/db';
import { resetEnvCache } from '../../lib/env';
import { executeRun } from '../../lib/jobs/execute-run';
import '../../lib/jobs/handlers';
import { modelEnv } from '../support/model-env';
import { requestKind, requestSectionTitle, scriptedStep, withDelay } from '../support/model-script';
import type { ReceivedRequest } from '../support/openai-server';
import { startOpenAIServer } from '../support/openai-server';
import { reply, type Step } from '../support/openai-steps';
import { withBenchDatabase } from './bench-database';
import { queuedSectionsRun } from './paper-bench-support';

const SECTIONS = 12;
const LATENCY_MS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FAILING = new Set(['Part 3', 'Part 7', 'Part 11']);

let latency = 0;
let failFirstReviews = false;
const reviewed = new Set<string>();

function respond(request: ReceivedRequest): Step {
  const title = requestSectionTitle(request) ?? '';
  if (failFirstReviews && requestKind(request) === 'section_review' && FAILING.has(title) && !reviewed.has(title)) {
    reviewed.add(title);
    const six = { evidence: 6, structure: 6, language: 6, length: 6, citations: 6, originality: 6 };
    return withDelay(
      reply.json({
        dimensions: six,
        verdict: 'revise',
        issues: [
          {
            quote: 'Malinowski argued',
            type: 'completeness',
            issue: 'The claim has no source.',
            expected: 'A source after the claim.',
            priority: 'medium',
          },
        ],
        comment: 'Needs a source.',
      }),
      latency,
    );
  }
  return withDelay(scriptedStep(request, SECTIONS), latency);
}

const server = await startOpenAIServer({ respond });

async function sectionsStage(ownerId: string): Promise<{ seconds: number; calls: string }> {
  latency = 0;
  reviewed.clear();
  const runId = await queuedSectionsRun(ownerId, SECTIONS, 1);
  latency = LATENCY_MS;
  const calls = server.requests.length;
  const start = performance.now();
  await executeRun(runId, 'bench');
  const seconds = (performance.now() - start) / 1000;
  latency = 0;
  const run = await db().run.findUniqueOrThrow({ where: { id: runId } });
  if (run.status !== 'succeeded') throw new Error(`run ${runId} ${run.status}: ${run.errorCode} ${run.errorMessage}`);
  const kinds = new Map<string, number>();
  for (const r of server.requests.slice(calls)) kinds.set(requestKind(r), (kinds.get(requestKind(r)) ?? 0) + 1);
  return { seconds, calls: [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ') };
}

const port = Number(process.argv[2] ?? 54353);
await withBenchDatabase('paper-order', port, async () => {
  Object.assign(process.env, modelEnv(server), { PARALLEL_SECTIONS: '4' });
  resetEnvCache();
  const owner = await db().user.create({ data: { email: 'bench@example.com', name: 'bench', passwordHash: 'x' } });
  for (const failing of [false, true]) {
    failFirstReviews = failing;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await sectionsStage(owner.id));
    const sorted = runs.map((r) => r.seconds).sort((a, b) => a - b);
    const label = failing ? '3 of 12 sections revised once' : 'every section passes at once';
    console.log(
      `${SECTIONS} sections, ${LATENCY_MS} ms/call, ${label}: min ${sorted[0].toFixed(2)} s, median ${sorted[Math.floor(RUNS / 2)].toFixed(2)} s, max ${sorted[RUNS - 1].toFixed(2)} s; calls a run: ${runs[0].calls}`,
    );
  }
});
