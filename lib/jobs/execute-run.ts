import { randomUUID } from 'node:crypto';
import { db, type Tx } from '../db';
import { env } from '../env';
import { EngineError } from '../engine/types';
import { claimRun } from '../data/runs/claim';
import { finishAttempt, readRunRow } from '../data/runs/attempt';
import { handlerFor, type RunFailure } from './handlers/registry';
import { LeaseLost, RunCancelled, RunContext } from './run-context';

/** Claims a run and executes its handler; every way out leaves the run row in a final, explained state. */
export async function executeRun(runId: string, workerId: string): Promise<void> {
  const leaseMs = env().RUN_LEASE_SECONDS * 1000;
  // The lease is held by this attempt, not by the worker: should a stalled worker's own sweeper hand
  // it the run again, the stalled attempt loses its fence instead of running alongside the new one.
  const owner = `${workerId}#${randomUUID().slice(0, 8)}`;
  if (!(await claimRun(db(), { runId, workerId: owner, leaseMs }))) return;
  const run = await readRunRow(db(), runId);
  const handler = handlerFor(run.kind);
  const ctx = new RunContext(db(), run, owner, leaseMs);
  const attempt = { runId, owner, leaseMs };
  // The run's final status and what it marks on its stage and project commit together (guarded by the
  // lease), so no reader ever sees a finished run beside a stage that still says "generating".
  const finish = (
    status: 'succeeded' | 'failed' | 'cancelled',
    failure?: RunFailure,
    alongside?: (tx: Tx) => Promise<void>,
  ) =>
    db().$transaction(async (tx) => {
      if (await finishAttempt(tx, attempt, status, failure)) await alongside?.(tx);
    });

  if (!handler) {
    await finish('failed', { code: 'unknown_kind', message: `No handler for run kind "${run.kind}"` });
    return;
  }
  ctx.startHeartbeat();
  try {
    await handler.execute(ctx);
    await finish('succeeded');
  } catch (error) {
    await ctx.drain();
    if (error instanceof LeaseLost) return;
    if (error instanceof RunCancelled) {
      await finish('cancelled', undefined, handler.onCancel && ((tx) => handler.onCancel!(tx, run)));
      return;
    }
    const failure = describeFailure(error);
    if (failure.code === 'internal') console.error(`[worker] run ${runId} (${run.kind}) failed`, error);
    await finish('failed', failure, handler.onFailure && ((tx) => handler.onFailure!(tx, run, failure)));
  } finally {
    ctx.stopHeartbeat();
  }
}

/** Engine failures carry a message fit to show; anything else is an internal error, logged above. */
function describeFailure(error: unknown): RunFailure {
  if (error instanceof EngineError) return { code: error.code, message: error.message };
  return { code: 'internal', message: 'An internal error stopped this run; it has been logged.' };
}
