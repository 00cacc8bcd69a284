import 'server-only';
import type { DbReader, Tx } from '../../db';
import type { BibleEntryText } from '../../workflow/bible/entry';
import { bookRipple, type BookRipple } from '../../workflow/ripple/book-ripple';
import { bookRewrites, type BookRewrites } from '../../workflow/ripple/book-rewrites';
import { removedWords, rewriteCandidates } from '../../workflow/ripple/rewrite-candidates';
import { entryChangeMatches } from '../../workflow/ripple/entry-change';
import { entrySpellings, renamePairs, type RenamePair } from '../../workflow/ripple/rename-pairs';
import { valueChanges } from '../../workflow/ripple/value-changes';

/** A bible entry as the writer is about to save it. */
export interface BibleChange {
  entryId: string;
  entry: BibleEntryText;
}

export interface BibleRipple extends BookRipple {
  before: BibleEntryText;
  renames: RenamePair[];
  /** Values its description changed ("green eyes" → "grey eyes"), changed where a passage is about it. */
  values: RenamePair[];
  /** Passages about the entry that need rewriting rather than replacing (for the model). */
  rewrites: BookRewrites;
  /** Old spellings another entry also answers to: left to the writer. */
  ambiguous: string[];
  /** Each section's stage, and the version and text the ripple was computed from. */
  stageOf: Map<string, string>;
  versionOf: Map<string, string | null>;
  textOf: Map<string, string>;
}

/** The project's live sections with text, in book order (stage, then position); after a stage's position if given. */
export async function bookSections(db: DbReader | Tx, projectId: string, afterStage?: number) {
  const rows = await db.section.findMany({
    where: {
      projectId,
      deletedAt: null,
      currentVersionId: { not: null },
      ...(afterStage === undefined ? {} : { stage: { position: { gt: afterStage } } }),
    },
    orderBy: [{ stage: { position: 'asc' } }, { position: 'asc' }],
    select: {
      id: true,
      stageId: true,
      title: true,
      locked: true,
      currentVersionId: true,
      currentVersion: { select: { text: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    stageId: r.stageId,
    title: r.title,
    locked: r.locked,
    versionId: r.currentVersionId,
    text: r.currentVersion?.text ?? '',
  }));
}

/**
 * What saving the entry as `change.entry` would rename or change across the book; null when the entry is not
 * the project's. Reads the entry as stored, the rest of the bible (whose longer names guard against
 * renaming someone else) and every section's current text.
 */
export async function bibleRipple(
  db: DbReader | Tx,
  projectId: string,
  change: BibleChange,
): Promise<BibleRipple | null> {
  const entries = await db.bibleEntry.findMany({
    where: { projectId },
    select: { id: true, name: true, aliases: true, kind: true, description: true },
  });
  const stored = entries.find((e) => e.id === change.entryId);
  if (!stored) return null;
  const others = entries.filter((e) => e.id !== change.entryId);
  const { pairs, ambiguous } = renamePairs(stored, change.entry, others);
  const values = valueChanges(stored.description, change.entry.description);
  const removed = removedWords(stored.description, change.entry.description, { renames: pairs, values });
  const sections = pairs.length || values.length || removed.length ? await bookSections(db, projectId) : [];
  const edit = { renames: pairs, values, spellings: entrySpellings(stored), guards: others.flatMap(entrySpellings) };
  const ripple = bookRipple(sections, (text) => entryChangeMatches(text, edit));
  const rule = { spellings: edit.spellings, removed, values };
  const rewrites = bookRewrites(sections, ripple, (text, taken) =>
    rewriteCandidates(text, [rule], { guards: edit.guards, taken }),
  );
  return {
    ...ripple,
    rewrites,
    before: stored,
    renames: pairs,
    values,
    ambiguous,
    stageOf: new Map(sections.map((s) => [s.id, s.stageId])),
    versionOf: new Map(sections.map((s) => [s.id, s.versionId])),
    textOf: new Map(sections.map((s) => [s.id, s.text])),
  };
}
