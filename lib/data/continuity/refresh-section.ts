import type { Tx } from '../../db';
import { extractFactsOffline, type ExtractContext } from '../../engine/offline/continuity/extract';
import type { Fact } from '../../workflow/continuity/facts';
import { ledgerHash, readSectionLedger } from './ledger-context';

/** Writes a section's offline facts under their hash (one statement). */
export async function writeLedgerRow(
  tx: Tx,
  row: { projectId: string; sectionId: string; engine: 'offline' | 'model'; hash: string; facts: Fact[] },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "LedgerSection" (id, "projectId", "sectionId", engine, "contentHash", facts, "extractedAt")
    VALUES (${`ls_${row.sectionId}_${row.engine}`}, ${row.projectId}, ${row.sectionId}, ${row.engine}::"EngineKind", ${row.hash},
      ${JSON.stringify(row.facts)}::jsonb, now())
    ON CONFLICT ("sectionId", engine) DO UPDATE SET "contentHash" = EXCLUDED."contentHash", facts = EXCLUDED.facts, "extractedAt" = now()`;
}

/** The offline facts of a section's text, extracted again only when the hash moved; null when unchanged. */
export function offlineFactsIfChanged(
  text: string,
  context: ExtractContext,
  hash: string | null,
): { hash: string; facts: Fact[] } | null {
  const now = ledgerHash(text, context, 'offline');
  return now === hash ? null : { hash: now, facts: extractFactsOffline(text, context) };
}

/**
 * The offline ledger of one section brought up to its new text. Called by appendVersion for every new
 * text of a section (a save, a generation, a revision, a variant, a rollback), in its transaction: one
 * read, the extraction of that section only, and one write when what it was extracted from changed.
 */
export async function refreshLedgerSection(
  tx: Tx,
  { projectId, sectionId, text }: { projectId: string; sectionId: string; text: string },
): Promise<void> {
  const ledger = await readSectionLedger(tx, sectionId);
  const section = ledger?.sections[0];
  if (!section) return;
  const changed = offlineFactsIfChanged(text, section.context, section.hash);
  if (changed) await writeLedgerRow(tx, { projectId, sectionId, engine: 'offline', ...changed });
}
