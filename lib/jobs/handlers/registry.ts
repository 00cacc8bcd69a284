import type { Prisma } from '../../generated/prisma/client';
import type { RunContext } from '../run-context';

export interface RunFailure {
  code: string;
  message: string;
}

export interface RunRow {
  id: string;
  projectId: string;
  stageId: string | null;
  sectionId: string | null;
  kind: string;
  params: unknown;
  createdById: string | null;
}

export interface RunHandler {
  execute(ctx: RunContext): Promise<void>;
  /**
   * Marks what the run was working on as failed (stage, project state), in the same transaction as the
   * run row: a page never sees a finished run beside a stage that still says it is generating.
   */
  onFailure?(tx: Prisma.TransactionClient, run: RunRow, failure: RunFailure): Promise<void>;
  /** Puts what the run was working on back to a resting state after a cancel, in the run row's transaction. */
  onCancel?(tx: Prisma.TransactionClient, run: RunRow): Promise<void>;
}

const handlers = new Map<string, RunHandler>();

export function registerHandler(kind: string, handler: RunHandler): void {
  handlers.set(kind, handler);
}

export function handlerFor(kind: string): RunHandler | undefined {
  return handlers.get(kind);
}
