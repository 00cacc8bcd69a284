import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { isZombie } from './proc-info';

/**
 * The command that runs a TypeScript entry point in this Node process's own binary, with tsx as a loader
 * (`node --import tsx`), not under the `tsx` command: that command relays a SIGTERM or SIGINT to the
 * script and SIGKILLs it when the script has not acknowledged the signal within 30 ms, which a busy
 * machine misses, so a graceful stop became a crash.
 */
export function typescriptEntry(script: string, args: string[] = [], nodeFlags: string[] = []): [string, string[]] {
  return [process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args]];
}

/** Runs a command to completion, inheriting stdio; rejects with its exit code. `onSpawn` sees the child. */
export function run(
  cmd: string,
  args: string[],
  opts: SpawnOptions = {},
  onSpawn?: (child: ChildProcess) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    onSpawn?.(child);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // An exited process nobody reaped yet (a container whose init does not reap) is not alive.
    return !isZombie(pid);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Signals a whole process group (a child started with `detached: true` leads its own). */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* the group is gone */
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `pid` has exited (polling, so it works for processes that are not our children). */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/** SIGTERM to the group, SIGKILL to what is left after the grace period. */
export async function stopGroup(pgid: number, graceMs: number): Promise<void> {
  signalGroup(pgid, 'SIGTERM');
  if (!(await waitForExit(pgid, graceMs))) {
    signalGroup(pgid, 'SIGKILL');
    await waitForExit(pgid, 2000);
  }
  // The leader may be gone while grandchildren linger in its group.
  signalGroup(pgid, 'SIGKILL');
}
