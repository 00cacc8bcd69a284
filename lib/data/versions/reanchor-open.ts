import type { Prisma } from '../../generated/prisma/client';
import type { Anchor } from '../../text/anchor';
import { reanchorAll } from '../../text/reanchor';

/**
 * After a section's text changes, its open suggestions follow their quotes; one whose words are gone
 * becomes stale rather than pointing at other words. Accepted ones are resolved, not re-anchored.
 * Called only by appendVersion: every new text of a section passes here. At most two writes, however
 * many suggestions moved, so a save stays short.
 */
export async function reanchorOpenSuggestions(
  tx: Prisma.TransactionClient,
  sectionId: string,
  text: string,
): Promise<{ moved: number; stale: number }> {
  // Raw SQL: every save asks this.
  const open = await tx.$queryRaw<{ id: string; anchor: Anchor }[]>`
    SELECT id, anchor FROM "Suggestion" WHERE "sectionId" = ${sectionId} AND status = 'open' AND anchor IS NOT NULL`;
  const anchors = open.map((s) => s.anchor);
  const staleIds: string[] = [];
  const moved: { id: string; anchor: Anchor }[] = [];
  reanchorAll(anchors, text).forEach((result, i) => {
    if (result.status === 'stale') staleIds.push(open[i].id);
    else if (result.anchor.start !== anchors[i].start || result.anchor.prefix !== anchors[i].prefix)
      moved.push({ id: open[i].id, anchor: result.anchor });
  });
  if (staleIds.length > 0)
    await tx.suggestion.updateMany({ where: { id: { in: staleIds } }, data: { status: 'stale' } });
  if (moved.length > 0) {
    await tx.$executeRaw`
      UPDATE "Suggestion" AS s SET anchor = m.anchor, "updatedAt" = now()
      FROM jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) AS m(id text, anchor jsonb)
      WHERE s.id = m.id`;
  }
  return { moved: moved.length, stale: staleIds.length };
}
