import 'server-only';
import type { Db, DbReader } from '../db';
import { storedLength } from './versions';

/**
 * Current texts of a stage's sections written before lengths were stored: counted once and kept, so
 * the outline reads them like any other. Run before the page's read snapshot, never inside it.
 */
export async function fillMissingSectionLengths(db: Db | DbReader, projectId: string, stageKey: string): Promise<void> {
  const missing = await db.section.findMany({
    where: { stage: { projectId, key: stageKey }, deletedAt: null, currentVersion: { is: { words: null } } },
    select: { currentVersion: { select: { id: true, text: true } } },
  });
  for (const { currentVersion: v } of missing)
    if (v) await db.version.updateMany({ where: { id: v.id, words: null }, data: storedLength(v.text) });
}
