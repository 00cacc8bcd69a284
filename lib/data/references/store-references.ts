import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db';
import { ExpectedError } from '../../errors';
import { withUniqueKeys } from '../../workflow/references/parse';

// Entries written into a paper's bibliography in bulk: a thousand to a statement, as one JSON
// parameter, so a 12,000-entry import is a dozen round trips and the web process spends a few
// milliseconds per batch serialising it, never long enough to hold up another writer's request.

const INSERT_BATCH = 1000;

/** Ids that sort in the order the entries came (the list reads in that order), unique across processes. */
function sortableIds(count: number): string[] {
  const time = Date.now().toString(36).padStart(9, '0');
  const salt = randomBytes(6).toString('hex');
  return Array.from({ length: count }, (_, i) => `r${time}${i.toString(36).padStart(4, '0')}${salt}`);
}

export async function storeReferences(
  tx: Tx,
  {
    ownerId,
    projectId,
    items,
    verified,
  }: { ownerId: string; projectId: string; items: readonly Record<string, unknown>[]; verified: boolean },
): Promise<string[]> {
  // Serialises concurrent imports into one project, so the keys they pick stay unique.
  const [project] = await tx.$queryRaw<{ template: string }[]>`
    SELECT template::text FROM "Project" WHERE id = ${projectId} AND "ownerId" = ${ownerId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (!project || project.template !== 'paper') throw new ExpectedError('not_found');
  const taken = await tx.$queryRaw<
    { key: string }[]
  >`SELECT "citationKey" AS key FROM "Reference" WHERE "projectId" = ${projectId}`;
  const keyed = withUniqueKeys(
    items,
    taken.map((t) => t.key),
  );
  const ids = sortableIds(keyed.length);
  for (let start = 0; start < keyed.length; start += INSERT_BATCH) {
    const batch = keyed
      .slice(start, start + INSERT_BATCH)
      .map((item, i) => ({ id: ids[start + i], key: item.id, item }));
    await tx.$executeRaw`
      INSERT INTO "Reference" (id, "projectId", "citationKey", item, verified)
      SELECT r.id, ${projectId}, r.key, r.item, ${verified}
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(id text, key text, item jsonb)`;
  }
  return ids;
}
