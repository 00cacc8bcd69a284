import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './database';
import { signalGroup } from './processes';

// `prisma migrate deploy` prints its outcome last, then idles about 10 s before it exits: its schema
// engine (WebAssembly, behind the driver adapter) leaves the advisory lock's 10 s timeout pending.
// Once the outcome is printed the migrations are committed and the engine stopped, so the CLI is
// stopped there instead of waited for.
const OUTCOME = /No pending migrations to apply\.|All migrations have been successfully applied\./;

/** Applies the pending migrations to `env.DATABASE_URL`; rejects with Prisma's output when it fails. */
export function migrateDeploy(env: NodeJS.ProcessEnv, onSpawn?: (child: ChildProcess) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onSpawn?.(child);
    let output = '';
    let done = false;
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (done || !OUTCOME.test(output)) return;
      done = true;
      signalGroup(child.pid!, 'SIGTERM');
      resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (done) return;
      if (code === 0) resolve();
      else reject(new Error(`prisma migrate deploy exited with ${code ?? signal}:\n${output.trim()}`));
    });
  });
}
