import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { signalGroup, typescriptEntry } from '../../../lib/runtime/processes';
import { ROOT } from './app';

// One more web process (`next start`) and one more worker against the same database, as a second
// machine would run them (README: Running at scale): nothing shared with the first but Postgres.

export class ExtraProcess {
  private proc: ChildProcess;
  private output = '';

  private constructor(
    readonly name: string,
    cmd: string,
    args: string[],
    env: NodeJS.ProcessEnv,
  ) {
    this.proc = spawn(cmd, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.proc.stdout!, this.proc.stderr!]) stream.on('data', (d) => (this.output += d));
  }

  /** `nodeFlags` (such as --cpu-prof, which NODE_OPTIONS refuses) run next's script under them. */
  static web(port: number, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): ExtraProcess {
    const next = path.join(ROOT, 'node_modules/next/dist/bin/next');
    return new ExtraProcess(
      'web 2',
      process.execPath,
      [...nodeFlags, next, 'start', '-p', String(port), '-H', '127.0.0.1'],
      {
        ...env,
        NODE_ENV: 'production',
      },
    );
  }

  static worker(env: NodeJS.ProcessEnv): ExtraProcess {
    return new ExtraProcess(
      'worker 2',
      ...typescriptEntry('lib/jobs/worker-main.ts', [], ['--conditions=react-server']),
      env,
    );
  }

  get pid(): number {
    return this.proc.pid!;
  }

  async waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (this.proc.exitCode !== null || Date.now() > deadline)
        throw new Error(`${this.name} did not start:\n${this.output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** SIGKILL to its whole group, as a machine that loses power. */
  kill(): void {
    signalGroup(this.pid, 'SIGKILL');
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null) return;
    const exited = new Promise((r) => this.proc.once('exit', r));
    signalGroup(this.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    signalGroup(this.pid, 'SIGKILL');
  }
}
