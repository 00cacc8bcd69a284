import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { childEnv } from '../env';
import { ROOT } from '../runtime/database';
import { run } from '../runtime/processes';

// `npm run test:e2e:stress [-- --runs 5 --hogs 2 -- <playwright args>]`: the end-to-end suite with
// CPU pressure beside it — one busy-loop process per core by default — so that anything that only
// works on an idle machine (a click before hydration, a refresh racing a run's last write) fails here.
// Each hog stops by itself after an hour, and all of them when this command ends, however it ends.

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    hogs: { type: 'string', default: String(os.availableParallelism()) },
  },
  allowPositionals: true,
});
const runs = Math.max(1, Number(values.runs));
const hogCount = Math.max(0, Number(values.hogs));
const HOG = 'const end = Date.now() + 3_600_000; while (Date.now() < end) Math.sqrt(Math.random());';

const hogs: ChildProcess[] = [];
const stopHogs = () => {
  for (const hog of hogs.splice(0)) hog.kill('SIGKILL');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHogs();
    process.exit(1);
  });
}
process.on('exit', stopHogs);

async function main() {
  for (let i = 0; i < hogCount; i++) hogs.push(spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }));
  console.log(
    `CPU pressure: ${hogCount} busy-loop process(es) on ${os.availableParallelism()} core(s); ${runs} run(s) of the suite.`,
  );
  const results: string[] = [];
  for (let i = 1; i <= runs; i++) {
    // Each run starts on a fresh end-to-end database, as `npm test` does: runs stay independent (sign-ups
    // per address are throttled, and one run makes a few dozen accounts).
    rmSync(path.join(ROOT, '.data', 'e2e'), { recursive: true, force: true });
    const started = Date.now();
    const ok = await run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...positionals], {
      cwd: ROOT,
      env: childEnv({ DATABASE_URL: '' }),
    }).then(
      () => true,
      () => false,
    );
    results.push(`run ${i}: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(results.at(-1));
  }
  stopHogs();
  console.log(`\n${results.join('\n')}`);
  process.exit(results.every((r) => r.includes('passed')) ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
