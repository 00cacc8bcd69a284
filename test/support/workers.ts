import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { typescriptEntry } from '../../lib/runtime/processes';

// Real worker processes (lib/jobs/worker-main.ts) for the job tests, each leading a process group of
// its own, killed as a group so that nothing it started outlives it.

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface WorkerProcess {
  /** The worker's id as it claims runs (`worker-<pid>-<suffix>`), known once it is ready. */
  id: () => string;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output: string[];
  /** SIGKILL for a crash; SIGTERM for a graceful stop. Resolves when the process group is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const started = new Set<ChildProcess>();

export function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(...typescriptEntry('lib/jobs/worker-main.ts', [], ['--conditions=react-server']), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const output: string[] = [];
  let workerId = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        const m = /\[worker\] (\S+) ready/.exec(line);
        if (m) {
          workerId = m[1];
          resolve();
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`worker exited (${code}) before it was ready:\n${output.join('\n')}`)));
  });
  ready.catch(() => undefined);
  return {
    id: () => workerId,
    ready,
    exited,
    output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) killGroup(child, signal);
      await exited;
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** The worker that holds (or last held) a run: its lease owner is `<worker id>#<attempt>`. */
export const workerOf = (leaseOwner: string | null) => leaseOwner?.split('#')[0] ?? null;

/** For afterAll: every worker this file started, killed with its process group. */
export async function killAllWorkers(): Promise<void> {
  const children = [...started];
  for (const child of children) killGroup(child, 'SIGKILL');
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined,
    ),
  );
}
