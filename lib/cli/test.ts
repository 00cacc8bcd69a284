import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { childEnv } from '../env';
import { buildIfStale } from '../runtime/build-stamp';
import { ROOT } from '../runtime/database';
import { nodeVersionWarning } from '../runtime/node-version';
import { assertEmbeddedPostgresCanRun } from '../runtime/postgres';
import { run } from '../runtime/processes';

// `npm test`: lint, type check, Vitest (unit + integration on embedded Postgres), Playwright in Chromium.
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const reports = path.join(ROOT, '.data', 'reports');
const step = (title: string) => console.log(`\n=== ${title} ===`);

async function ensureChromium(): Promise<void> {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium`, then `npm test` again.',
    );
    process.exit(1);
  }
  step('Installing Chromium (Debian package)');
  await run('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnv({ DEBIAN_FRONTEND: 'noninteractive' }),
  });
}

function counts(file: string, read: (json: any) => { passed: number; failed: number }) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** The production build (when the sources changed), its output in a log printed only if it fails. */
async function buildAlongside(env: NodeJS.ProcessEnv): Promise<void> {
  mkdirSync(reports, { recursive: true });
  const logFile = path.join(reports, 'build.log');
  const out = openSync(logFile, 'w');
  const log = (line: string) => writeSync(out, `${line}\n`);
  try {
    await buildIfStale(
      (cmd, args, opts) => run(cmd, args, { ...opts, cwd: ROOT, stdio: ['ignore', out, out] }),
      env,
      log,
    );
  } catch {
    console.error(`\nThe production build failed:\n${readFileSync(logFile, 'utf8')}`);
  } finally {
    closeSync(out);
  }
}

async function main() {
  // Before anything else: otherwise the test clusters fail later, inside Vitest's global setup.
  await assertEmbeddedPostgresCanRun(path.join(ROOT, '.data', 'test', 'postgres'));
  const oldNode = nodeVersionWarning();
  if (oldNode) console.warn(`Warning: ${oldNode}`);
  await ensureChromium();
  rmSync(reports, { recursive: true, force: true });
  rmSync(path.join(ROOT, '.data', 'e2e'), { recursive: true, force: true });
  const env = childEnv({ DATABASE_URL: '' });

  // Lint first: a layer violation or an unformatted file fails the run before anything slow starts.
  // ESLint and the other two each keep one core busy: side by side they take as long as ESLint alone.
  step('Lint (layers, React rules, formatting, dead code, import cycles) and type check');
  const checks = await Promise.allSettled([
    run(bin('eslint'), ['.'], { cwd: ROOT, env }),
    run(bin('prettier'), ['--check', '.', '--log-level', 'warn'], { cwd: ROOT, env })
      .then(() => run(bin('knip'), ['--no-config-hints'], { cwd: ROOT, env }))
      .then(() => run('npm', ['run', '--silent', 'cycles'], { cwd: ROOT, env }))
      .then(() => run(bin('tsc'), ['--noEmit'], { cwd: ROOT, env })),
  ]);
  for (const check of checks) if (check.status === 'rejected') throw check.reason;

  step('Unit and integration tests (Vitest, embedded Postgres), with the production build alongside');
  // Vitest spends much of its time waiting on Postgres and child processes: the build the end-to-end
  // tests start from uses that time. Its output goes to a log, shown if it fails.
  const build = buildAlongside(env);
  const unit = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    { cwd: ROOT, env },
  ).then(
    () => true,
    () => false,
  );
  await build;

  step('End-to-end tests (Playwright, production build, Chromium)');
  const e2e = await run(bin('playwright'), ['test'], { cwd: ROOT, env }).then(
    () => true,
    () => false,
  );

  const v = counts(`${reports}/vitest.json`, (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
  }));
  const p = counts(`${reports}/e2e.json`, (j) => ({
    passed: j.stats.expected,
    failed: j.stats.unexpected + j.stats.flaky,
  }));
  console.log(`\nVitest: ${v.passed} passed, ${v.failed} failed; Playwright: ${p.passed} passed, ${p.failed} failed`);
  console.log(`${v.passed + p.passed} passed, ${v.failed + p.failed} failed`);
  process.exit(unit && e2e && v.failed + p.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
