// The admin rounds table with 100,000 rounds: server time of the page's queries (count + one page)
// for the first page and for filtered pages, median of 20 after warm-up; target under 200 ms each.
// Run with `npx tsx --conditions=react-server test/bench/admin-bench.ts`. Its own embedded Postgres
// on port 54353 (data in .data/bench/admin, thrown away).
import { performance } from 'node:perf_hooks';
import { db } from '../../lib/db';
import { knownDecisions, listAdminRounds } from '../../lib/data/admin/rounds';
import { parseRoundFilter } from '../../lib/data/admin/round-filter';
import { usageSummary } from '../../lib/data/admin/usage';
import { withBenchDatabase } from './bench-database';

const ROUNDS = 100_000;
const USERS = 1_000;
const PROJECTS = 5_000;
const MODEL_CALLS = 200_000;
const RUNS = 20;
const WARMUP = 3;
const TARGET_MS = 200;

// Bulk rows with generate_series; hashint4 spreads the values the way real use would.
const SEED = [
  `INSERT INTO "User" (id, email, name, "passwordHash", role, "updatedAt")
   SELECT 'u' || lpad(i::text, 24, '0'), 'writer' || i || '@bench.test', 'Writer ' || i, 'x', 'writer', now() FROM generate_series(1, ${USERS}) i`,
  `INSERT INTO "Project" (id, "ownerId", title, template, config, state, "updatedAt")
   SELECT 'p' || lpad(i::text, 24, '0'), 'u' || lpad((1 + i % ${USERS})::text, 24, '0'), 'Project ' || i,
          (ARRAY['story','paper','script','rewrite'])[1 + i % 4]::"TemplateKind", '{}', 'draft', now()
   FROM generate_series(1, ${PROJECTS}) i`,
  `INSERT INTO "Stage" (id, "projectId", key, position, "updatedAt")
   SELECT 's' || substr(md5(p.id || k.key), 1, 24), p.id, k.key, k.pos, now()
   FROM "Project" p JOIN (VALUES
     ('story','brief',0),('story','outline',1),('story','samples',2),('story','final',3),
     ('paper','intake',0),('paper','plan',1),('paper','sections',2),('paper','review',3),('paper','format',4),
     ('script','plan',0),('script','outline',1),('script','chapters',2),('script','assembly',3),
     ('rewrite','outline',0),('rewrite','sections',1),('rewrite','review',2)) AS k(template, key, pos) ON p.template::text = k.template`,
  `INSERT INTO "Loop" (id, "projectId", "stageId", roles, "updatedAt")
   SELECT 'l' || substr(s.id, 2), s."projectId", s.id, ARRAY['red','blue','judge','lint'], now() FROM "Stage" s`,
  `WITH l AS (SELECT id, "projectId", (row_number() OVER (ORDER BY id) - 1)::int AS rn FROM "Loop"), n AS (SELECT count(*)::int AS c FROM "Loop")
   INSERT INTO "Round" (id, "loopId", "projectId", number, status, decision, "stopReason", engine, roles,
                        "highCount", "mediumCount", "lowCount", "inputTokens", "outputTokens", "durationMs", "createdAt", "finishedAt")
   SELECT 'r' || lpad(g::text, 24, '0'), l.id, l."projectId", 1 + g / n.c, 'revised',
          (ARRAY['accept_all','accept_selected','accept_policy','reject','edit','done',NULL])[1 + abs(hashint4(g * 3 + 1)) % 7],
          CASE WHEN abs(hashint4(g * 5 + 2)) % 10 < 7 THEN NULL ELSE
            (ARRAY['regressed','stopped_by_author','budget','no_suggestions','no_high_priority','repeated','not_decreasing','max_rounds'])[1 + abs(hashint4(g)) % 8] END,
          (ARRAY['model','offline'])[1 + abs(hashint4(g * 7 + 3)) % 2]::"EngineKind",
          CASE abs(hashint4(g * 11 + 4)) % 5 WHEN 0 THEN ARRAY['lint'] WHEN 1 THEN ARRAY['red','blue','judge']
            WHEN 2 THEN ARRAY['red','blue','judge','client','lint'] WHEN 3 THEN ARRAY['section'] ELSE ARRAY['global','lint'] END,
          abs(hashint4(g)) % 5, abs(hashint4(g + 1)) % 8, abs(hashint4(g + 2)) % 12, abs(hashint4(g + 3)) % 20000, abs(hashint4(g + 4)) % 6000, abs(hashint4(g + 5)) % 90000,
          now() - make_interval(secs => abs(hashint4(g * 13 + 5)) % (365 * 86400)), now()
   FROM generate_series(0, ${ROUNDS - 1}) g CROSS JOIN n JOIN l ON l.rn = g % n.c`,
  `INSERT INTO "ModelCall" (id, "projectId", "roundId", role, engine, provider, model, "inputTokens", "outputTokens", "latencyMs", outcome, "createdAt")
   SELECT 'm' || lpad(g::text, 24, '0'), r."projectId", r.id, 'reviewer', r.engine, 'bench',
          CASE WHEN r.engine = 'offline' THEN 'offline' ELSE (ARRAY['gpt-4o-mini','gpt-4o','qwen2.5'])[1 + g % 3] END,
          abs(hashint4(g)) % 8000, abs(hashint4(g + 9)) % 2000, abs(hashint4(g + 1)) % 9000, 'ok', now() - make_interval(secs => abs(hashint4(g * 17)) % (90 * 86400))
   FROM generate_series(0, ${MODEL_CALLS - 1}) g JOIN "Round" r ON r.id = 'r' || lpad((g % ${ROUNDS})::text, 24, '0')`,
  `ANALYZE`,
];

/** `target` false: reported for information, with no target to meet. */
async function median(label: string, run: () => Promise<unknown>, target = true): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const m = times[Math.floor(RUNS / 2)];
  console.log(
    `${label.padEnd(58)} median ${m.toFixed(1).padStart(6)} ms  (min ${times[0].toFixed(1)}, max ${times[RUNS - 1].toFixed(1)})${!target ? '  (no target)' : m < TARGET_MS ? '  ok' : '  OVER TARGET'}`,
  );
  return m;
}

await withBenchDatabase('admin', 54353, async () => {
  const seeding = performance.now();
  for (const sql of SEED) await db().$executeRawUnsafe(sql);
  const counts = await db().$queryRaw<
    { rounds: number; calls: number }[]
  >`SELECT (SELECT count(*)::int FROM "Round") AS rounds, (SELECT count(*)::int FROM "ModelCall") AS calls`;
  console.log(
    `seeded ${counts[0].rounds.toLocaleString('en')} rounds, ${counts[0].calls.toLocaleString('en')} model calls, ${PROJECTS} projects, ${USERS} users in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const page = (params: Record<string, string>) => () => listAdminRounds(db(), parseRoundFilter(params));
  const month = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const results = [
    await median('first page (no filter, count + 25 rows)', page({})),
    await median(
      'filtered: template=paper, engine=model, role=red',
      page({ template: 'paper', engine: 'model', role: 'red' }),
    ),
    await median(
      'filtered: stage=outline, decision=accept_policy',
      page({ stage: 'outline', decision: 'accept_policy' }),
    ),
    await median(
      'filtered: stopReason=max_rounds, last 30 days',
      page({ stopReason: 'max_rounds', from: month(30), to: month(0) }),
    ),
    await median('filtered: owner "writer42@", all templates', page({ owner: 'writer42@' })),
  ];
  console.log(results.some((m) => m >= TARGET_MS) ? 'Some filtered pages are over target.' : 'All pages on target.');
  await median('page 2,000 of the unfiltered table (deep offset)', page({ page: '2000' }), false);
  await median('decision options (distinct)', () => knownDecisions(db()), false);
  await median(
    'usage by day/model/user/project, last 30 days',
    () => usageSummary(db(), new Date(Date.now() - 30 * 86_400_000), new Date(), {}),
    false,
  );
});
