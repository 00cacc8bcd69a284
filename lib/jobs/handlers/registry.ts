import type { Db } from '../../db';
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
  /** Marks what the run was working on as failed (stage, project state), after the run row is. */
  onFailure?(db: Db, run: RunRow, failure: RunFailure): Promise<void>;
  /** Puts what the run was working on back to a resting state after a cancel. */
  onCancel?(db: Db, run: RunRow): Promise<void>;
}

const handlers = new Map<string, RunHandler>();

export function registerHandler(kind: string, handler: RunHandler): void {
  handlers.set(kind, handler);
}

export function handlerFor(kind: string): RunHandler | undefined {
  return handlers.get(kind);
}
