import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { tasks } from './tasks';

// Parsing an upload on a thread of its own, with its memory capped: the web process keeps answering
// other writers meanwhile, and a file that expands past the cap ends the thread, not the process.

type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/** A parse that could not finish: the input is too large for the thread's bounds, or it failed. */
export class OffThreadProblem extends Error {
  constructor(readonly problem: 'too_large' | 'failed') {
    super(`import thread: ${problem}`);
  }
}

const HEAP_LIMIT_MB = 384;
const TIME_LIMIT_MS = 30_000;
// Next runs from the project's root. The entry stays a plain file beside its tasks, loaded by the thread
// itself: a Worker given the path would have the bundler trace it, and tsx, into the server build.
const ENTRY = pathToFileURL(path.join(process.cwd(), 'lib', 'import', 'thread', 'entry.mjs')).href;

export function runOffThread<K extends TaskName>(
  task: K,
  input: Parameters<Tasks[K]>[0],
): Promise<Awaited<ReturnType<Tasks[K]>>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(`import(${JSON.stringify(ENTRY)})`, {
      eval: true,
      workerData: { task, input },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new OffThreadProblem('too_large'))), TIME_LIMIT_MS);
    worker.once('message', (m: { ok: true; value: never } | { ok: false; problem: 'too_large' | 'failed' }) =>
      settle(() => (m.ok ? resolve(m.value) : reject(new OffThreadProblem(m.problem)))),
    );
    // ERR_WORKER_OUT_OF_MEMORY: the input expanded past the heap cap.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() => reject(new OffThreadProblem(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'failed'))),
    );
    worker.once('exit', () => settle(() => reject(new OffThreadProblem('failed'))));
  });
}
