import type { DbReader, Tx } from '../../db';
import type { ExtractContext } from '../../engine/offline/continuity/extract';
import type { Fact } from '../../workflow/continuity/facts';
import { ledgerHash, readStageLedger } from './ledger-context';
import { writeLedgerRows } from './ledger-rows';

export interface SectionToExtract {
  id: string;
  title: string;
  text: string;
  context: ExtractContext;
  hash: string;
}

/** The sections of a stage whose model facts do not belong to their current text (changed since, or never extracted). */
export async function sectionsNeedingModelFacts(db: Tx | DbReader, stageId: string): Promise<SectionToExtract[]> {
  const ledger = await readStageLedger(db, stageId);
  if (!ledger) return [];
  const rows = await db.ledgerSection.findMany({
    where: { sectionId: { in: ledger.sections.map((s) => s.id) }, engine: 'model' },
    select: { sectionId: true, contentHash: true },
  });
  const have = new Map(rows.map((r) => [r.sectionId, r.contentHash]));
  return ledger.sections
    .filter((s) => s.text.trim())
    .map((s) => ({
      id: s.id,
      title: s.title,
      text: s.text,
      context: s.context,
      hash: ledgerHash(s.text, s.context, 'model'),
    }))
    .filter((s) => have.get(s.id) !== s.hash);
}

/** Stores the model's facts of one section under the hash of the text it read. */
export async function saveModelFacts(
  db: Tx,
  { projectId, section, facts }: { projectId: string; section: SectionToExtract; facts: Fact[] },
): Promise<void> {
  await writeLedgerRows(db, {
    projectId,
    engine: 'model',
    rows: [{ sectionId: section.id, hash: section.hash, facts }],
  });
}
