// `npx tsx --conditions=react-server test/bench/http/request-cost.ts [--profile=DIR] [--continuity]`:
// what one stage page and one save cost the web process in CPU time (/proc), RUNS times, on the
// production build. With --profile, a second `next start` runs under `node --cpu-prof` and answers
// the same requests; its profile is written to DIR when it stops (read it with profile-summary.ts).
// With --continuity, the Continuity panel's read after one chapter's edit at 100,000 and 1,000,000
// words. Ports: BENCH_PORT (web, 3418), BENCH_WEB2_PORT (profiled web, 3419), BENCH_PG_PORT (55918).
import fs from 'node:fs';
import path from 'node:path';
import { db, disconnectDb } from '../../../lib/db';
import { setDatabaseUrl } from '../../../lib/env';
import { embeddedUrl } from '../../../lib/runtime/postgres';
import { BENCH_ACCOUNT, BenchApp, ROOT } from './app';
import { actionId, signIn } from './client';
import { continuityOverHttp, seedStory } from './continuity';
import { pageCpuCost, saveCpuCost, webCpuCost } from './cpu-cost';
import { ExtraProcess } from './extra-processes';
import { seedBook } from './seed';
import { spreadOf } from './text-figures';

const RUNS = 3;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORTS = { web: port('BENCH_PORT', 3418), web2: port('BENCH_WEB2_PORT', 3419), pg: port('BENCH_PG_PORT', 55918) };
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split('=')[1] ?? null;
const profileDir = flag('profile');
const withContinuity = process.argv.includes('--continuity');
const SECRET = 'bench-secret-not-for-production';
const local = (p: number) => `http://127.0.0.1:${p}`;
const spread = (values: number[], digits = 1) => {
  const s = spreadOf(values);
  return `${s.min.toFixed(digits)} / ${s.median.toFixed(digits)} / ${s.max.toFixed(digits)}`;
};

async function main() {
  const app = new BenchApp(
    { web: PORTS.web, pg: PORTS.pg },
    { folder: 'bench-cost', extraEnv: { NEXTAUTH_SECRET: SECRET } },
  );
  let profiled: ExtraProcess | undefined;
  const rows: [string, string][] = [];
  try {
    console.log(`Starting the production app on ${app.base} (builds first when the sources changed) …`);
    await app.ready();
    const databaseUrl = embeddedUrl(PORTS.pg, 'storyfold');
    setDatabaseUrl(databaseUrl);
    const owner = await db().user.findUniqueOrThrow({ where: { email: BENCH_ACCOUNT.email } });
    const session = await signIn(app.base, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
    const saveAction = actionId(ROOT, 'saveSection', 'lib/actions/stages.ts');
    console.log('Seeding a 100,000-word book …');
    const book = await seedBook(owner.id, 'Cost book', { words: 100_000, sections: 50, versions: 5, suggestions: 300 });

    const costs = [];
    for (let i = 0; i < RUNS; i++) costs.push(await webCpuCost(session, book, saveAction, app.children().web.pid));
    rows.push(['CPU per stage page, 100,000 words (ms)', spread(costs.map((c) => c.pageMs))]);
    rows.push(['CPU per save (ms)', spread(costs.map((c) => c.saveMs))]);
    rows.push([
      'Writers one process takes at 70% of a core',
      spread(
        costs.map((c) => c.writers),
        0,
      ),
    ]);

    if (profileDir) {
      const env = { ...process.env, NEXTAUTH_SECRET: SECRET, DATABASE_URL: databaseUrl };
      profiled = ExtraProcess.web(PORTS.web2, env, ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`]);
      await profiled.waitFor(/Ready in/);
      const other = await signIn(local(PORTS.web2), BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
      console.log(`Profiling ${local(PORTS.web2)} …`);
      await webCpuCost(other, book, saveAction, profiled.pid);
      // The profile's clock is the monotonic one hrtime reads: these windows pick pages and saves out of it.
      const now = () => Number(process.hrtime.bigint() / 1000n);
      const pages = [now(), 0];
      await pageCpuCost(other, book, profiled.pid);
      pages[1] = now();
      const saves = [now(), 0];
      await saveCpuCost(other, book, saveAction, profiled.pid);
      saves[1] = now();
      await profiled.stop();
      fs.writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify({ pages, saves }));
      console.log(
        `Profile in ${profileDir}: --window=${pages.join(':')} for pages, --window=${saves.join(':')} for saves`,
      );
    }

    if (withContinuity) {
      for (const chapters of [40, 400]) {
        console.log(`Seeding a story of ${chapters} chapters for the continuity panel …`);
        const story = await seedStory(owner.id, chapters);
        const c = await continuityOverHttp(session, story, saveAction, RUNS);
        const words = `${(chapters * 2400).toLocaleString('en')} words`;
        rows.push([
          `Continuity panel read after one chapter's edit, ${words} (ms)`,
          spread([c.edit.min, c.edit.median, c.edit.max], 0),
        ]);
        rows.push([`  full read, ledger empty (ms)`, spread([c.full.min, c.full.median, c.full.max], 0)]);
      }
    }
  } finally {
    await disconnectDb();
    await profiled?.stop();
    await app.stop();
  }
  console.log(`\nRequest cost (production build); min / median / max of ${RUNS}`);
  console.table(rows.map(([figure, measured]) => ({ figure, measured })));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
