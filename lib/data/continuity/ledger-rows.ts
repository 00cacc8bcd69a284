import type { DbReader, Tx } from '../../db';
import { extractFactsOffline } from '../../engine/offline/continuity/extract';
import type { Fact } from '../../workflow/continuity/facts';
import { ledgerHash, type StageLedger } from './ledger-context';

interface LedgerRow {
  sectionId: string;
  hash: string;
  facts: Fact[];
}

/** Writes sections' facts under the hashes of what they were read from: one statement for any number of rows. */
export async function writeLedgerRows(
  db: Tx | DbReader,
  { projectId, engine, rows }: { projectId: string; engine: 'offline' | 'model'; rows: LedgerRow[] },
): Promise<void> {
  if (rows.length === 0) return;
  await db.$executeRaw`
    INSERT INTO "LedgerSection" (id, "projectId", "sectionId", engine, "contentHash", facts, "extractedAt")
    SELECT 'ls_' || r."sectionId" || '_' || ${engine}, ${projectId}, r."sectionId", ${engine}::"EngineKind", r.hash, r.facts, now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("sectionId" text, hash text, facts jsonb)
    ON CONFLICT ("sectionId", engine) DO UPDATE
      SET "contentHash" = EXCLUDED."contentHash", facts = EXCLUDED.facts, "extractedAt" = now()`;
}

/**
 * The offline facts of the sections whose text (or what it is read with) moved since the ledger's row
 * was written, extracted again; the others are not touched. Saves never extract: the first read after
 * them does, for the changed sections only.
 */
export function staleOfflineRows(ledger: StageLedger): LedgerRow[] {
  return ledger.sections.flatMap((s) => {
    const hash = ledgerHash(s.text, s.context, 'offline');
    return hash === s.hash ? [] : [{ sectionId: s.id, hash, facts: extractFactsOffline(s.text, s.context) }];
  });
}
