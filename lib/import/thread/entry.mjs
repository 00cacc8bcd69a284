// A worker thread's entry: loads the TypeScript tasks through tsx and runs the one it was given, so a
// long parse (a Word document, a bibliography) never holds up the web process's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { tasks } = await tsImport('./tasks.ts', import.meta.url);
try {
  const value = await tasks[workerData.task](workerData.input);
  parentPort.postMessage({ ok: true, value });
} catch (error) {
  parentPort.postMessage({ ok: false, problem: error?.problem ?? 'failed' });
}
