import type { Db, Tx } from '../db';
import {
  readFinishedSteps,
  readRunControl,
  recordStep,
  renewLease,
  reportProgress,
  type Attempt,
} from '../data/runs/attempt';
import type { ProgressItem } from '../data/runs/progress';
import type { RunRow } from '../data/runs/run-row';
import type { StepKey } from '../data/runs/steps';

export type { ProgressItem };

export class RunCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** Another worker took the run over (this one stalled past its lease): stop without writing. */
export class LeaseLost extends Error {
  constructor() {
    super('lease lost');
  }
}

/** The handler already stopped (failed or cancelled): a step that had not started yet does not start. */
class RunStopping extends Error {
  constructor() {
    super('run stopping');
  }
}

/**
 * A claimed run as its handler sees it. Every finished step is committed together with a RunStep
 * marker and a lease check, so a resumed run skips it and a stalled worker cannot write twice.
 */
export class RunContext {
  private heartbeat?: NodeJS.Timeout;
  private stopping = false;
  private done?: Promise<Map<string, unknown>>;
  private readonly inFlight = new Set<Promise<unknown>>();

  private readonly attempt: Attempt;

  constructor(
    readonly db: Db,
    readonly run: RunRow,
    readonly workerId: string,
    leaseMs: number,
  ) {
    this.attempt = { runId: run.id, owner: workerId, leaseMs };
  }

  startHeartbeat(): void {
    const every = Math.max(500, this.attempt.leaseMs / 3);
    this.heartbeat = setInterval(() => void renewLease(this.db, this.attempt).catch(() => undefined), every);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    clearInterval(this.heartbeat);
  }

  /**
   * The stored result of a finished step, or undefined. The run's steps are read once per attempt:
   * while it holds the lease only this attempt adds steps, and it records its own as they commit.
   */
  async finished<R>(key: StepKey<R>): Promise<R | undefined> {
    this.done ??= readFinishedSteps(this.db, this.run.id).catch((error: unknown) => {
      this.done = undefined;
      throw error;
    });
    const done = await this.done;
    return done.has(key) ? (done.get(key) as R) : undefined;
  }

  /**
   * Runs `compute` (model calls, outside any transaction) unless the step already finished, then
   * commits `persist`'s writes with the step marker. Returns the stored result either way, so it must
   * be plain JSON (ids and small facts; the content itself lives in the rows persist wrote).
   */
  step<V, R>(key: StepKey<R>, compute: () => Promise<V>, persist: (tx: Tx, value: V) => Promise<R>): Promise<R> {
    const work = this.runStep(key, compute, persist);
    this.inFlight.add(work);
    void work.catch(() => undefined).finally(() => this.inFlight.delete(work));
    return work;
  }

  /**
   * Once the handler has thrown, parallel siblings of the failed step may still be running: no new
   * step starts, and the ones in flight finish and save, so nothing of this attempt writes after the
   * run is marked failed or cancelled (a retry could otherwise meet its leftovers).
   */
  async drain(): Promise<void> {
    this.stopping = true;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async runStep<V, R>(
    key: StepKey<R>,
    compute: () => Promise<V>,
    persist: (tx: Tx, value: V) => Promise<R>,
  ): Promise<R> {
    const done = await this.finished<R>(key);
    if (done !== undefined) return done;
    await this.throwIfCancelled();
    if (this.stopping) throw new RunStopping();
    const value = await compute();
    const result = await this.db.$transaction(async (tx) => {
      await this.fence(tx);
      const result = await persist(tx, value);
      await recordStep(tx, this.run.id, key, result);
      return result;
    });
    (await this.done)?.set(key, result ?? null); // as stored: JSON has no undefined
    return result;
  }

  /** A write outside any step (a status shown while a step computes), made only while this attempt holds the run. */
  async fenced(write: (tx: Tx) => Promise<unknown>): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await this.fence(tx);
      await write(tx);
    });
  }

  /** Inside a transaction: proceed only while this worker still holds the run. */
  async fence(tx: Tx): Promise<void> {
    if (!(await renewLease(tx, this.attempt))) throw new LeaseLost();
  }

  async throwIfCancelled(): Promise<void> {
    const row = await readRunControl(this.db, this.run.id);
    if (row?.cancelRequested) throw new RunCancelled();
    if (row?.leaseOwner !== this.workerId) throw new LeaseLost();
  }

  async progress(done: number, total: number, label: string, items?: ProgressItem[]): Promise<void> {
    await reportProgress(this.db, this.attempt, { done, total, label, items });
  }

  /** Whether the author asked to stop this run. */
  async cancelRequested(): Promise<boolean> {
    return (await readRunControl(this.db, this.run.id))?.cancelRequested ?? false;
  }
}
