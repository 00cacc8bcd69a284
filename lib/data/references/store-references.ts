import 'server-only';
import type { Tx } from '../../db';
import { ExpectedError } from '../../errors';

// A paper's bibliography written in bulk: batches prepared by lib/workflow/references/batches.ts, each
// one statement with one JSON parameter, so a 12,000-entry import is a dozen round trips and the web
// process does next to nothing per entry.

/**
 * Locks the caller's live paper project for the rest of the transaction (concurrent imports then pick
 * keys one after the other) and answers the citation keys it already uses.
 */
export async function lockBibliography(tx: Tx, { ownerId, projectId }: { ownerId: string; projectId: string }) {
  const [project] = await tx.$queryRaw<{ template: string }[]>`
    SELECT template::text FROM "Project" WHERE id = ${projectId} AND "ownerId" = ${ownerId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (!project || project.template !== 'paper') throw new ExpectedError('not_found');
  const taken = await tx.$queryRaw<
    { key: string }[]
  >`SELECT "citationKey" AS key FROM "Reference" WHERE "projectId" = ${projectId}`;
  return taken.map((t) => t.key);
}

export async function insertReferenceBatches(
  tx: Tx,
  { projectId, batches, verified }: { projectId: string; batches: string[]; verified: boolean },
): Promise<void> {
  for (const batch of batches)
    await tx.$executeRaw`
      INSERT INTO "Reference" (id, "projectId", "citationKey", item, verified)
      SELECT r.id, ${projectId}, r.key, r.item, ${verified}
      FROM jsonb_to_recordset(${batch}::jsonb) AS r(id text, key text, item jsonb)`;
}
