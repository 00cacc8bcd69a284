import type { Prisma } from '../generated/prisma/client';
import type { Anchor } from '../text/anchor';
import { reanchorAll } from '../text/reanchor';

/**
 * After a section's text changes, its open suggestions follow their quotes; one whose words are gone
 * becomes stale rather than pointing at other words. Accepted ones are resolved, not re-anchored.
 * Called only by appendVersion: every new text of a section passes here.
 */
export async function reanchorOpenSuggestions(
  tx: Prisma.TransactionClient,
  sectionId: string,
  text: string,
): Promise<{ moved: number; stale: number }> {
  const open = await tx.suggestion.findMany({
    where: { sectionId, status: 'open' },
    select: { id: true, anchor: true },
  });
  const anchored = open.filter((s) => s.anchor !== null);
  const results = reanchorAll(
    anchored.map((s) => s.anchor as Anchor),
    text,
  );
  let moved = 0;
  let stale = 0;
  for (const [i, result] of results.entries()) {
    const { id, anchor } = anchored[i];
    if (result.status === 'stale') {
      stale++;
      await tx.suggestion.update({ where: { id }, data: { status: 'stale' } });
    } else if (result.anchor.start !== (anchor as Anchor).start || result.anchor.prefix !== (anchor as Anchor).prefix) {
      moved++;
      await tx.suggestion.update({ where: { id }, data: { anchor: result.anchor } });
    }
  }
  return { moved, stale };
}
