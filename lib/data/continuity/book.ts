import type { DbReader, Tx } from '../../db';
import { extractFactsOffline } from '../../engine/offline/continuity/extract';
import { bibleOfProject } from '../bible/entries';
import type { Book, BookSection } from '../../workflow/continuity/book';
import type { Fact, PlacedFact } from '../../workflow/continuity/facts';
import { ledgerHash, readStageLedger, type StageLedger } from './ledger-context';
import { staleOfflineRows, writeLedgerRows } from './ledger-rows';

const placed = (facts: Fact[], sectionId: string, text: string): PlacedFact[] =>
  facts.filter((f) => f.end <= text.length).map((f) => ({ ...f, sectionId, quote: text.slice(f.start, f.end) }));

// The ledger's rows are written only from extracted facts (offline, or the model's placed and parsed
// already): read back, they are trusted as they are, which saves a third of a 100,000-word book's read.
const parsed = (facts: unknown): Fact[] => (Array.isArray(facts) ? (facts as Fact[]) : []);

/** The model ledger's rows of a stage's sections that still belong to their texts. */
async function modelFacts(db: Tx | DbReader, ledger: StageLedger): Promise<Map<string, Fact[]>> {
  const rows = await db.ledgerSection.findMany({
    where: { sectionId: { in: ledger.sections.map((s) => s.id) }, engine: 'model' },
    select: { sectionId: true, contentHash: true, facts: true },
  });
  // Most books have no model ledger: then no section's text is hashed for it.
  if (rows.length === 0) return new Map();
  const current = new Map(ledger.sections.map((s) => [s.id, ledgerHash(s.text, s.context, 'model')]));
  return new Map(
    rows.filter((r) => current.get(r.sectionId) === r.contentHash).map((r) => [r.sectionId, parsed(r.facts)]),
  );
}

/** A rewrite's original and its clarification answers: what its sections must stay faithful to. */
function originalOf(ledger: StageLedger): Book['original'] {
  if (ledger.template !== 'rewrite') return null;
  const config = ledger.config as { originalDocument?: string; clarifications?: { answer: string }[] };
  const text = [config.originalDocument ?? '', ...(config.clarifications ?? []).map((c) => c.answer)].join('\n\n');
  const context = { language: ledger.language, template: null, known: [], fidelity: true };
  return { facts: placed(extractFactsOffline(text, context), 'original', text), text };
}

export interface ContinuityBook {
  book: Book;
  /** The texts the facts' offsets index, by section. */
  texts: Map<string, string>;
  /** Sections whose offline ledger was out of date and was extracted again while reading. */
  refreshed: number;
}

/**
 * A stage's book for the continuity reviewer: each section's facts from the ledger (the model's where
 * it has extracted the current text, else the offline engine's). The ledger is brought up to date
 * here, by content hash: only sections whose text changed since their row was written are extracted
 * again (saves do not extract, so that they stay cheap), and their rows are written in one statement.
 */
export async function readContinuityBook(
  db: Tx | DbReader,
  { projectId, stageId }: { projectId: string; stageId: string },
): Promise<ContinuityBook | null> {
  const ledger = await readStageLedger(db, stageId);
  if (!ledger) return null;
  const stale = staleOfflineRows(ledger);
  const [model, bible] = await Promise.all([
    modelFacts(db, ledger),
    bibleOfProject(db, projectId),
    writeLedgerRows(db, { projectId, engine: 'offline', rows: stale }),
  ]);
  const fresh = new Map(stale.map((r) => [r.sectionId, r.facts]));
  const sections: BookSection[] = ledger.sections.map((s) => ({
    id: s.id,
    title: s.title,
    role: s.context.script?.role ?? { kind: 'prose' },
    facts: placed(model.get(s.id) ?? fresh.get(s.id) ?? parsed(s.facts), s.id, s.text),
  }));
  return {
    book: { language: ledger.language, sections, bible, original: originalOf(ledger) },
    texts: new Map(ledger.sections.map((s) => [s.id, s.text])),
    refreshed: stale.length,
  };
}
