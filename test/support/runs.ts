import { db } from './db';
import { executeRun } from '../../lib/jobs/execute-run';
import '../../lib/jobs/handlers';

/** Executes a queued run in this process, as a worker would, and returns its final row. */
export async function runToEnd(runId: string, workerId = 'test-worker') {
  await executeRun(runId, workerId);
  return db().run.findUniqueOrThrow({ where: { id: runId } });
}
