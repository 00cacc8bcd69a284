import 'server-only';
import type { DbReader, Tx } from '../../db';
import { extractFactsOffline } from '../../engine/offline/continuity/extract';
import type { Fact } from '../../workflow/continuity/facts';
import { bookRipple, type BookRipple } from '../../workflow/ripple/book-ripple';
import { factChanges, factMatches, type FactChange } from '../../workflow/ripple/fact-changes';
import { ledgerHash, readStageLedger } from '../continuity/ledger-context';

const PEOPLE = new Set<Fact['kind']>(['attribute', 'status', 'mention']);

export interface FactRipple extends BookRipple {
  stageId: string;
  section: { id: string; title: string; version: number };
  changes: FactChange[];
  versionOf: Map<string, string | null>;
  textOf: Map<string, string>;
}

/**
 * What a section's last edit changed in the facts the continuity ledger tracks, and the later sections
 * of its stage that still state an old value. Facts are the offline ledger's: its stored rows where they
 * belong to the current text, extracted again where not (nothing is written). Null when the section is
 * not the project's or has no earlier version.
 */
export async function factRipple(
  db: DbReader | Tx,
  { projectId, sectionId }: { projectId: string; sectionId: string },
): Promise<FactRipple | null> {
  const section = await db.section.findFirst({
    where: { id: sectionId, projectId, deletedAt: null },
    select: { stageId: true, position: true, title: true, currentVersion: { select: { number: true, text: true } } },
  });
  const current = section?.currentVersion;
  if (!section || !current) return null;
  const previous = await db.version.findFirst({
    where: { sectionId, number: { lt: current.number } },
    orderBy: { number: 'desc' },
    select: { text: true },
  });
  // Every save asks: the stage's texts are read only once the section's own facts have changed.
  const contexts = previous ? await readStageLedger(db, section.stageId, { texts: false }) : null;
  const own = contexts?.sections.find((s) => s.id === sectionId);
  if (!previous || !own) return null;
  const changes = factChanges(
    extractFactsOffline(previous.text, own.context),
    extractFactsOffline(current.text, own.context),
    {
      beforeText: previous.text,
      afterText: current.text,
    },
  );
  const ledger = changes.length ? await readStageLedger(db, section.stageId) : null;
  const later = ledger ? ledger.sections.filter((s) => s.position > section.position) : [];
  // Only what can hold a changed fact is read: a person's fact where the text names them, and only
  // the families of facts the changes are (an age's ripple parses no dates).
  const kinds = new Set(changes.map((c) => c.kind));
  const aboutPeople = changes.every((c) => PEOPLE.has(c.kind));
  const mayState = (text: string) => !aboutPeople || changes.some((c) => text.includes(c.subject));
  const factsOf = (s: (typeof later)[number]): Fact[] =>
    s.hash === ledgerHash(s.text, s.context, 'offline') && Array.isArray(s.facts)
      ? (s.facts as Fact[])
      : extractFactsOffline(s.text, s.context, kinds);
  const rows = await db.section.findMany({
    where: { id: { in: later.map((s) => s.id) } },
    select: { id: true, locked: true, currentVersionId: true },
  });
  const row = new Map(rows.map((r) => [r.id, r]));
  const matchesOf = new Map(later.map((s) => [s.id, mayState(s.text) ? factMatches(s.text, factsOf(s), changes) : []]));
  const sections = later.map((s) => ({ id: s.id, title: s.title, text: s.text, locked: row.get(s.id)?.locked }));
  const ripple = bookRipple(sections, (_text, s) => matchesOf.get(s.id) ?? []);
  return {
    ...ripple,
    stageId: section.stageId,
    section: { id: sectionId, title: section.title, version: current.number },
    changes,
    versionOf: new Map(rows.map((r) => [r.id, r.currentVersionId])),
    textOf: new Map(later.map((s) => [s.id, s.text])),
  };
}
