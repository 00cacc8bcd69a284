// `npx tsx --conditions=react-server test/bench/http/request-cost.ts [--profile=DIR] [--node-flags="…"] [--continuity]`:
// what one stage page and one save cost the web process in CPU time (/proc), RUNS times, on the
// production build. With --profile or --node-flags, a second `next start` answers the same requests
// under `node --cpu-prof` (its profile is written to DIR when it stops; read it with profile-summary.ts)
// or under the given node flags, measured beside the first.
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
import { floorCpuCost, pageCpuCost, saveCpuCost, webCpuCost } from './cpu-cost';
import { ExtraProcess } from './extra-processes';
import { seedBook } from './seed';
import { spreadOf } from './text-figures';

const RUNS = 3;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORTS = { web: port('BENCH_PORT', 3418), web2: port('BENCH_WEB2_PORT', 3419), pg: port('BENCH_PG_PORT', 55918) };
const flag = (name: string) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : null;
};
const profileDir = flag('profile');
const withContinuity = process.argv.includes('--continuity');
const otherFlags = flag('node-flags');
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
  let other: ExtraProcess | undefined;
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
    const localeAction = actionId(ROOT, 'setLocale', 'lib/actions/account.ts');
    const floors = [];
    for (let i = 0; i < RUNS; i++) floors.push(await floorCpuCost(session, localeAction, app.children().web.pid));
    rows.push(['Floor: CPU per GET /api/health (ms)', spread(floors.map((f) => f.routeMs))]);
    rows.push(['Floor: CPU per server action refused by its schema (ms)', spread(floors.map((f) => f.actionMs))]);
    rows.push([
      'Writers one process takes at 70% of a core',
      spread(
        costs.map((c) => c.writers),
        0,
      ),
    ]);

    if (profileDir || otherFlags) {
      // A second `next start` under node flags of its own (a CPU profile, or heap settings to compare).
      const flags = otherFlags ? otherFlags.split(' ') : [];
      if (profileDir) flags.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`);
      const env = { ...process.env, NEXTAUTH_SECRET: SECRET, DATABASE_URL: databaseUrl };
      other = ExtraProcess.web(PORTS.web2, env, flags);
      await other.waitFor(/Ready in/);
      const second = await signIn(local(PORTS.web2), BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
      console.log(`Measuring ${local(PORTS.web2)} under ${flags.join(' ')} …`);
      const otherCosts = [];
      for (let i = 0; i < RUNS; i++) otherCosts.push(await webCpuCost(second, book, saveAction, other.pid));
      rows.push([
        `Under ${otherFlags ?? 'a profiler'}: CPU per stage page (ms)`,
        spread(otherCosts.map((c) => c.pageMs)),
      ]);
      rows.push(['  CPU per save (ms)', spread(otherCosts.map((c) => c.saveMs))]);
      if (profileDir) {
        // The profile's clock is the monotonic one hrtime reads: these windows pick pages and saves out of it.
        const now = () => Number(process.hrtime.bigint() / 1000n);
        const pages = [now(), 0];
        await pageCpuCost(second, book, other.pid);
        pages[1] = now();
        const saves = [now(), 0];
        await saveCpuCost(second, book, saveAction, other.pid);
        saves[1] = now();
        await other.stop();
        fs.writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify({ pages, saves }));
        console.log(
          `Profile in ${profileDir}: --window=${pages.join(':')} (pages), --window=${saves.join(':')} (saves)`,
        );
      }
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
    await other?.stop();
    await app.stop();
  }
  console.log(`\nRequest cost (production build); min / median / max of ${RUNS}`);
  console.table(rows.map(([figure, measured]) => ({ figure, measured })));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
