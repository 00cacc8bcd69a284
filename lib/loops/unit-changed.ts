import type { Prisma } from '../generated/prisma/client';
import { reanchorOpenSuggestions } from './reanchor-open';

/**
 * A version the loop writes (a revision or a rollback) is a change like an author's edit: the edit
 * guard moves on (appendVersion moves a section's; an artifact's is the stage's), so an editor opened
 * on the older text cannot save over it, and the section's open suggestions follow their words or go stale.
 */
export async function markUnitChanged(tx: Prisma.TransactionClient, unit: { stageId: string; sectionId: string | null }, text: string): Promise<void> {
  if (!unit.sectionId) {
    await tx.stage.update({ where: { id: unit.stageId }, data: { version: { increment: 1 } } });
    return;
  }
  await reanchorOpenSuggestions(tx, unit.sectionId, text);
}
