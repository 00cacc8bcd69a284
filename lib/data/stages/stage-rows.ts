import 'server-only';
// The rows the stage flow (start-stage.ts, approve-stage.ts) and a run's retry read inside their transactions.
import type { Tx } from '../../db';
import { ExpectedError } from '../../errors';

/** The owner's project, read for a change of its lifecycle (someone else's is not found). */
export async function lockProject(tx: Tx, ownerId: string, projectId: string) {
  const p = await tx.project.findFirst({
    where: { id: projectId, ownerId },
    select: { id: true, template: true, mode: true, state: true, failedStage: true, failedReason: true, engine: true },
  });
  if (!p) throw new ExpectedError('not_found');
  return p;
}

/** The project's stage with this key (not found when it has none). */
export async function stageIn(tx: Tx, projectId: string, stageKey: string) {
  const stage = await tx.stage.findUnique({
    where: { projectId_key: { projectId, key: stageKey } },
    select: { id: true, key: true, currentVersionId: true },
  });
  if (!stage) throw new ExpectedError('not_found');
  return stage;
}

/** The next section of a one-at-a-time stage that still needs writing, if any. */
export async function nextChapter(tx: Tx, stageId: string): Promise<string[] | undefined> {
  const next = await tx.section.findFirst({
    where: { stageId, deletedAt: null, status: { not: 'passed' } },
    orderBy: { position: 'asc' },
    select: { id: true },
  });
  return next ? [next.id] : undefined;
}
