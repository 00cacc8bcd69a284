import type { Db, DbReader, JsonInput, Tx } from '../../db';
import type { ProgressItem } from './progress';
import type { RunRow } from './run-row';
import { storedStepResult, type StepKey } from './steps';
import { settleRunCost } from '../costs/run-cost';

/**
 * One claimed attempt at a run. Every write it makes is guarded by its lease: the run must still be
 * running and held by this attempt, so a stalled worker whose run was taken over writes nothing.
 */
export interface Attempt {
  runId: string;
  owner: string;
  leaseMs: number;
}

const held = (attempt: Attempt) => ({ id: attempt.runId, leaseOwner: attempt.owner, status: 'running' as const });
const leaseUntil = (attempt: Attempt) => new Date(Date.now() + attempt.leaseMs);

/** The run as its handler needs it. */
export function readRunRow(db: Db, runId: string): Promise<RunRow> {
  return db.run.findUniqueOrThrow({
    where: { id: runId },
    select: { id: true, projectId: true, stageId: true, sectionId: true, kind: true, params: true, createdById: true },
  });
}

/** Extends the lease; false when the attempt no longer holds the run. */
export async function renewLease(db: Db | Tx, attempt: Attempt): Promise<boolean> {
  const updated = await db.run.updateMany({ where: held(attempt), data: { leaseExpiresAt: leaseUntil(attempt) } });
  return updated.count === 1;
}

/** Whether the author asked to stop, and who holds the run now. */
export function readRunControl(db: Db, runId: string) {
  return db.run.findUnique({ where: { id: runId }, select: { cancelRequested: true, leaseOwner: true } });
}

/** The results of the steps a run already finished, by step key. */
export async function readFinishedSteps(db: Db, runId: string): Promise<Map<string, unknown>> {
  const rows = await db.runStep.findMany({ where: { runId }, select: { key: true, result: true } });
  return new Map<string, unknown>(rows.map((r) => [r.key, r.result]));
}

/** One finished step's stored result, or undefined. */
export async function readStepResult<R>(db: DbReader, runId: string, key: StepKey<R>): Promise<R | undefined> {
  const step = await db.runStep.findUnique({ where: { runId_key: { runId, key } }, select: { result: true } });
  return storedStepResult(key, step?.result);
}

/** Marks a step finished, in the transaction that committed its writes. */
export async function recordStep(tx: Tx, runId: string, key: string, result: unknown): Promise<void> {
  await tx.runStep.create({ data: { runId, key, result: result as JsonInput } });
}

export async function reportProgress(
  db: Db,
  attempt: Attempt,
  progress: { done: number; total: number; label: string; items?: ProgressItem[] },
): Promise<void> {
  await db.run.updateMany({
    where: held(attempt),
    data: {
      progressDone: progress.done,
      progressTotal: progress.total,
      progressLabel: progress.label,
      ...(progress.items ? { progressItems: progress.items as unknown as JsonInput } : {}),
    },
  });
}

/** Ends the attempt with a final status; false when it no longer held the run (nothing written). */
export async function finishAttempt(
  tx: Tx,
  attempt: Attempt,
  status: 'succeeded' | 'failed' | 'cancelled',
  failure?: { code: string; message: string },
): Promise<boolean> {
  const updated = await tx.run.updateMany({
    where: held(attempt),
    data: {
      status,
      finishedAt: new Date(),
      leaseExpiresAt: null,
      errorCode: failure?.code ?? null,
      errorMessage: failure?.message ?? null,
    },
  });
  if (updated.count !== 1) return false;
  // What the run cost goes beside what it was estimated to cost, in the same commit as its final status.
  await settleRunCost(tx, attempt.runId);
  return true;
}

/** Marks an orphaned run as sent again, so the sweeper does not resend it on its next pass. */
export async function touchRun(db: Db, runId: string): Promise<void> {
  await db.run.update({ where: { id: runId }, data: { updatedAt: new Date() } });
}
