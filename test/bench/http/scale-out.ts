// `npm run bench:scale [-- --seconds=N]`: StoryFold scaled out on one machine as on several. The
// production build's launcher (web 1, worker 1, embedded Postgres) plus a second `next start` and a
// second worker on the same database, behind nginx from Debian (installed when missing). It proves
// what must hold across processes, kills a web process under load, measures 50 and 200 writers on one
// web process and on two, and a 1,000,000-word and a 3,000,000-character book. Ports (environment):
// BENCH_PORT (web 1, 3418), BENCH_WEB2_PORT (3419), BENCH_NGINX_PORT (3420), BENCH_PG_PORT (55918).
// Targets are printed beside the figures; the exit code says only whether it ran.
import path from 'node:path';
import { db, disconnectDb } from '../../../lib/db';
import { setDatabaseUrl } from '../../../lib/env';
import { embeddedUrl } from '../../../lib/runtime/postgres';
import { BENCH_ACCOUNT, BenchApp, ROOT } from './app';
import { actionId, signIn, type Session } from './client';
import { ExtraProcess } from './extra-processes';
import { concurrentWriters, type LoadFigures } from './load';
import { webCpuCost } from './cpu-cost';
import { longBookFigures, type BookFigures } from './long-books';
import { Nginx } from './nginx';
import { proveScaleOut } from './scale-proofs';
import { seedBook, type SeededBook } from './seed';
import { spreadOf, type Spread } from './text-figures';

const RUNS = 3;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORTS = {
  web: port('BENCH_PORT', 3418),
  web2: port('BENCH_WEB2_PORT', 3419),
  proxy: port('BENCH_NGINX_PORT', 3420),
  pg: port('BENCH_PG_PORT', 55918),
};
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 20);
const SECRET = 'bench-secret-not-for-production';

type Row = [figure: string, measured: string, target: string, met: boolean | ''];
const rows: Row[] = [];
const ms = (v: number) => `${v.toFixed(0)} ms`;
const spread = (s: Spread, unit: (v: number) => string = ms) => `${unit(s.min)} / ${unit(s.median)} / ${unit(s.max)}`;
const local = (p: number) => `http://127.0.0.1:${p}`;

async function writers(
  session: Session,
  book: SeededBook,
  text: string,
  saveAction: string,
  count: number,
  label: string,
) {
  const runs: LoadFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    console.log(`${count} writers on ${label}, one request every 2 s each, ${seconds} s (run ${i + 1} of ${RUNS}) …`);
    runs.push(
      await concurrentWriters(session, book, text, saveAction, {
        connections: count,
        seconds,
        perWriterPerSecond: 0.5,
      }),
    );
  }
  const reads = spreadOf(runs.map((r) => r.readP95));
  const saves = spreadOf(runs.map((r) => r.saveP95));
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  const lost = runs.reduce((n, r) => n + r.lostSaves, 0);
  rows.push([`${count} writers, ${label}: p95 pages`, spread(reads), '≤ 1000 ms', reads.median <= 1000]);
  rows.push([`  p95 saves`, spread(saves), '≤ 300 ms', saves.median <= 300]);
  rows.push([`  errors / lost saves`, `${errors} / ${lost}`, '0 / 0', errors + lost === 0]);
  const firstError = runs.find((r) => r.firstError)?.firstError;
  if (firstError) rows.push(['  first error', firstError, '', '']);
}

async function throughput(session: Session, book: SeededBook, text: string, saveAction: string, label: string) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    console.log(`50 connections unpaced on ${label}, ${seconds} s (run ${i + 1} of ${RUNS}) …`);
    runs.push((await concurrentWriters(session, book, text, saveAction, { connections: 50, seconds })).throughput);
  }
  const s = spreadOf(runs);
  rows.push([`50 connections unpaced, ${label}: requests per second`, spread(s, (v) => v.toFixed(0)), '', '']);
  return s.median;
}

function bookRows(label: string, f: BookFigures) {
  rows.push([`${label}: stage page`, spread(f.stagePage), '≤ 150 ms median', f.stagePage.median <= 150]);
  rows.push([`  save (median of 10)`, spread(f.save), '≤ 40 ms median', f.save.median <= 40]);
  rows.push([
    `  Markdown export (${(f.exportBytes / 2 ** 20).toFixed(1)} MB)`,
    spread(f.markdownExport),
    '≤ 10 s',
    f.markdownExport.median <= 10_000,
  ]);
}

async function main() {
  const shared = {
    NEXTAUTH_URL: local(PORTS.proxy),
    NEXTAUTH_SECRET: SECRET,
    TRUSTED_PROXIES: '127.0.0.1',
    LOGIN_RATE_LIMIT: '1000',
  };
  const app = new BenchApp({ web: PORTS.web, pg: PORTS.pg }, { folder: 'bench-scale', extraEnv: shared });
  const env = { ...process.env, ...shared, DATABASE_URL: embeddedUrl(PORTS.pg, 'storyfold') };
  const web2 = () => ExtraProcess.web(PORTS.web2, env);
  let second: ExtraProcess | undefined;
  let worker2: ExtraProcess | undefined;
  const nginx = new Nginx(path.join(ROOT, '.data', 'bench-scale', 'nginx'), PORTS.proxy, [PORTS.web, PORTS.web2]);
  try {
    console.log(`Starting the production app on ${app.base} (builds first when the sources changed) …`);
    await app.ready();
    second = web2();
    worker2 = ExtraProcess.worker(env);
    await Promise.all([second.waitFor(/Ready in/), worker2.waitFor(/ready \(concurrency/)]);
    await nginx.start();
    setDatabaseUrl(env.DATABASE_URL);
    const owner = await db().user.findUniqueOrThrow({ where: { email: BENCH_ACCOUNT.email } });
    const session = await signIn(local(PORTS.proxy), BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
    const saveAction = actionId(ROOT, 'saveSection', 'lib/actions/stages.ts');
    const generateAction = actionId(ROOT, 'generateStage', 'lib/actions/stages.ts');

    console.log('Across processes: sessions, live runs, both workers, throttling …');
    const proofs = await proveScaleOut(
      session,
      { a: local(PORTS.web), b: local(PORTS.web2), proxy: local(PORTS.proxy) },
      owner.id,
      generateAction,
    );
    rows.push([
      'A session made through one web process, used on the other',
      `HTTP ${proofs.sessionOnOther}`,
      'HTTP 200',
      proofs.sessionOnOther === 200,
    ]);
    rows.push([
      'A run started through web 1, followed through web 2',
      proofs.runSeenThroughOther.join(' → '),
      '… → succeeded',
      proofs.runSeenThroughOther.at(-1) === 'succeeded',
    ]);
    rows.push([
      'Workers that took runs (12 sent through nginx)',
      `${proofs.workersThatTookRuns} (${proofs.runsSucceeded} succeeded)`,
      '2',
      proofs.workersThatTookRuns === 2,
    ]);
    rows.push([
      'Wrong passwords alternating web 1 / web 2: refused as throttled at attempt',
      String(proofs.throttledAfter),
      '6 (five free failures)',
      proofs.throttledAfter === 6,
    ]);

    console.log('Seeding a 100,000-word book for the writers …');
    const book = await seedBook(owner.id, 'Scale book', {
      words: 100_000,
      sections: 50,
      versions: 5,
      suggestions: 300,
    });
    const text = (
      await db().section.findUniqueOrThrow({
        where: { id: book.sections[0].id },
        select: { currentVersion: { select: { text: true } } },
      })
    ).currentVersion!.text;
    const one = { ...session, base: local(PORTS.web) };
    const cost = await webCpuCost(one, book, saveAction, app.children().web.pid);
    rows.push(['Web process CPU per stage page (100,000 words)', ms(cost.pageMs), '', '']);
    rows.push(['  per save', ms(cost.saveMs), '', '']);
    rows.push([
      '  writers one process takes at 70% of a core (page + 4 saves / 10 s)',
      String(cost.writers),
      '≥ 200',
      cost.writers >= 200,
    ]);
    for (const count of [50, 200]) {
      await writers(one, book, text, saveAction, count, 'one web process');
      await writers(session, book, text, saveAction, count, 'two behind nginx');
    }
    const single = await throughput(one, book, text, saveAction, 'one web process');
    const before = nginx.answeredBy().lines;
    const double = await throughput(session, book, text, saveAction, 'two behind nginx');
    const share = nginx.answeredBy(before).byPort;
    rows.push([
      '  requests answered by web 1 / web 2 (unpaced, through nginx)',
      `${share[PORTS.web] ?? 0} / ${share[PORTS.web2] ?? 0}`,
      'about even',
      '',
    ]);
    rows.push(
      single > 0
        ? ['  two processes serve (times one)', (double / single).toFixed(2), '≥ 1.7', double / single >= 1.7]
        : ['  two processes serve (times one)', 'one process answered nothing', '≥ 1.7', false],
    );

    console.log(`Killing web 2 while 20 writers save through nginx for ${seconds} s …`);
    const killAt = setTimeout(() => second!.kill(), (seconds * 1000) / 3);
    const underKill = await concurrentWriters(session, book, text, saveAction, { connections: 20, seconds });
    clearTimeout(killAt);
    rows.push([
      'Web 2 killed under load: acknowledged saves lost',
      String(underKill.lostSaves),
      '0',
      underKill.lostSaves === 0,
    ]);
    rows.push([
      '  saves acknowledged / requests failed (in flight on the killed process)',
      `${underKill.saves} / ${underKill.errors}`,
      '',
      '',
    ]);

    console.log('Seeding a 1,000,000-word book and a 3,000,000-character Chinese one …');
    const million = await seedBook(owner.id, 'A million words', {
      words: 1_000_000,
      sections: 500,
      versions: 2,
      suggestions: 500,
    });
    bookRows('1,000,000 words', await longBookFigures(one, million, saveAction, RUNS));
    const chinese = await seedBook(owner.id, '三百万字', {
      words: 3_000_000,
      sections: 1000,
      versions: 2,
      suggestions: 500,
      language: 'zh',
    });
    bookRows('3,000,000 Chinese characters', await longBookFigures(one, chinese, saveAction, RUNS));
  } finally {
    await disconnectDb();
    await nginx.stop();
    await Promise.all([second?.stop(), worker2?.stop()]);
    await app.stop();
  }
  console.log(`\nStoryFold scaled out (production build, nginx); timings min / median / max of ${RUNS}`);
  console.table(rows.map(([figure, measured, target, met]) => ({ figure, measured, target, met })));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
