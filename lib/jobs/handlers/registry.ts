import type { Tx } from '../../db';
import { isRunKind, type RunKind } from '../../data/runs/kinds';
import type { RunRow } from '../../data/runs/run-row';

import type { RunContext } from '../run-context';

export interface RunFailure {
  code: string;
  message: string;
}

export interface RunHandler {
  execute(ctx: RunContext): Promise<void>;
  /**
   * Marks what the run was working on as failed (stage, project state), in the same transaction as the
   * run row: a page never sees a finished run beside a stage that still says it is generating.
   */
  onFailure?(tx: Tx, run: RunRow, failure: RunFailure): Promise<void>;
  /** Puts what the run was working on back to a resting state after a cancel, in the run row's transaction. */
  onCancel?(tx: Tx, run: RunRow): Promise<void>;
}

const handlers = new Map<RunKind, RunHandler>();

/** One handler per kind of the table in lib/data/runs/kinds.ts. */
export function registerHandler(kind: RunKind, handler: RunHandler): void {
  handlers.set(kind, handler);
}

export function handlerFor(kind: string): RunHandler | undefined {
  return isRunKind(kind) ? handlers.get(kind) : undefined;
}
