import type { DbReader, Tx } from '../../db';
import { extractFactsOffline } from '../../engine/offline/continuity/extract';
import { bibleOfProject } from '../bible/entries';
import type { Book } from '../../workflow/continuity/book';
import { checkContinuity } from '../../workflow/continuity/check';
import type { Fact, PlacedFact } from '../../workflow/continuity/facts';
import type { ContinuityFinding } from '../../workflow/continuity/findings';
import { ledgerHash, readStageLedger, sectionTexts, type StageLedger } from './ledger-context';
import { cachedBook, keepBook, type CachedBook } from './book-cache';
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
  /** Every rule over the book (checkContinuity), computed once per state of the book in this process. */
  findings: () => ContinuityFinding[];
  /** A view of the findings under the given waivers, built once per state of the book and waivers. */
  viewOf: <T>(waivers: string, build: () => T) => T;
}

/** What a section's facts are read from: its text's and model facts' stamp, its offline hash and context. */
const stampOf = (s: StageLedger['sections'][number], hash: string | null) =>
  `${s.stamp}|${hash ?? ''}|${JSON.stringify(s.context)}`;

/**
 * A stage's book for the continuity reviewer: each section's facts from the ledger (the model's where
 * it has extracted the current text, else the offline engine's). The ledger is brought up to date
 * here, by content hash: only sections whose text changed since their row was written are extracted
 * again (saves do not extract, so that they stay cheap), and their rows are written in one statement.
 * Only the sections whose stamp moved since this process last read the book have their text read.
 */
export async function readContinuityBook(
  db: Tx | DbReader,
  { projectId, stageId }: { projectId: string; stageId: string },
): Promise<ContinuityBook | null> {
  const states = await readStageLedger(db, stageId, { texts: false });
  if (!states) return null;
  const cached = cachedBook(stageId);
  const changed = states.sections.filter((s) => cached?.sections.get(s.id)?.stamp !== stampOf(s, s.hash));
  const read = await sectionTexts(
    db,
    changed.map((s) => s.id),
  );
  // A section deleted between the two reads is left out, as the next read would.
  const ledger = {
    ...states,
    sections: changed.flatMap((s) => (read.has(s.id) ? [{ ...s, ...read.get(s.id)! }] : [])),
  };
  const stale = staleOfflineRows(ledger);
  const [model, bible] = await Promise.all([
    modelFacts(db, ledger),
    bibleOfProject(db, projectId),
    writeLedgerRows(db, { projectId, engine: 'offline', rows: stale }),
  ]);
  const fresh = new Map(stale.map((r) => [r.sectionId, r]));
  const reread = new Map(
    ledger.sections.map((s) => [
      s.id,
      {
        stamp: stampOf(s, fresh.get(s.id)?.hash ?? s.hash),
        text: s.text,
        section: {
          id: s.id,
          title: s.title,
          role: s.context.script?.role ?? { kind: 'prose' as const },
          facts: placed(model.get(s.id) ?? fresh.get(s.id)?.facts ?? parsed(s.facts), s.id, s.text),
        },
      },
    ]),
  );
  const kept = states.sections.flatMap((s) => {
    const section = reread.get(s.id) ?? cached?.sections.get(s.id);
    // A section's title is not in its stamp: it changes what findings say, not the facts.
    return section ? [{ ...section, section: { ...section.section, title: s.title } }] : [];
  });
  const originalKey = JSON.stringify([states.template, states.language, states.config]);
  const original =
    cached?.original?.key === originalKey ? cached.original : { key: originalKey, value: originalOf(states) };
  const entry: CachedBook = {
    sections: new Map(kept.map((s) => [s.section.id, s])),
    original,
    checked: cached?.checked,
  };
  keepBook(stageId, entry);
  const book: Book = {
    language: states.language,
    sections: kept.map((s) => s.section),
    bible,
    original: original.value,
  };
  const fingerprint = JSON.stringify([
    states.language,
    originalKey,
    bible,
    kept.map((s) => [s.section.id, s.section.title, s.stamp]),
  ]);
  if (entry.checked?.fingerprint !== fingerprint) entry.checked = { fingerprint };
  const checked = entry.checked;
  return {
    book,
    texts: new Map(kept.map((s) => [s.section.id, s.text])),
    refreshed: stale.length,
    findings: () => (checked.findings ??= checkContinuity(book)),
    viewOf: <T>(waivers: string, build: () => T): T => {
      if (checked.view?.waivers !== waivers) checked.view = { waivers, value: build() };
      return checked.view.value as T;
    },
  };
}
