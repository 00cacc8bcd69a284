import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Runs a command to completion, inheriting stdio; rejects with its exit code. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Long-running children that are stopped together, each with SIGTERM then SIGKILL after a grace period. */
export class ChildGroup {
  private children: { name: string; proc: ChildProcess }[] = [];
  private stopping = false;

  constructor(private onUnexpectedExit: (name: string, code: number | null) => void) {}

  start(name: string, cmd: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
    // A process group of its own, so stopping reaches grandchildren (next start spawns workers).
    const proc = spawn(cmd, args, { stdio: 'inherit', detached: true, ...opts });
    this.children.push({ name, proc });
    proc.once('exit', (code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    return proc;
  }

  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    await Promise.all(this.children.map(({ proc }) => stopChild(proc, graceMs)));
  }
}

function stopChild(proc: ChildProcess, graceMs: number): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null || !proc.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const pid = proc.pid!;
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), graceMs);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}
