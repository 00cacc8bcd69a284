import 'server-only';
import type { DbReader, Tx } from '../../db';
import { artifactChangeMatches, artifactChanges, changedFields } from '../../workflow/ripple/artifact-changes';
import { artifactRewriteRules } from '../../workflow/ripple/artifact-rewrites';
import { bookRipple, type BookRipple } from '../../workflow/ripple/book-ripple';
import { bookRewrites, type BookRewrites } from '../../workflow/ripple/book-rewrites';
import { rewriteCandidates } from '../../workflow/ripple/rewrite-candidates';
import type { RenamePair } from '../../workflow/ripple/rename-pairs';
import { bookSections } from './bible-ripple';

export interface ArtifactRipple extends BookRipple {
  stageId: string;
  /** The version approved (what later stages were written from) and the current one. */
  fromVersion: number;
  toVersion: number;
  renames: RenamePair[];
  values: RenamePair[];
  /** Passages naming what a rewritten field mentions that need rewriting rather than replacing. */
  rewrites: BookRewrites;
  /** The fields as approved and as they read now, in words, for the model that rewrites them. */
  fields: { from: string; to: string }[];
  stageOf: Map<string, string>;
  versionOf: Map<string, string | null>;
  textOf: Map<string, string>;
}

/**
 * What an approved plan or outline's edit changes in the later stages' passages: the artifact as it was
 * when last approved against its current version. Null when the stage is not the project's artifact,
 * was never approved, or nothing changed since.
 */
export async function artifactRipple(
  db: DbReader | Tx,
  { projectId, stageKey }: { projectId: string; stageKey: string },
): Promise<ArtifactRipple | null> {
  const stage = await db.stage.findFirst({
    where: { projectId, key: stageKey },
    select: { id: true, position: true, approvedAt: true, currentVersion: { select: { number: true, data: true } } },
  });
  const current = stage?.currentVersion;
  if (!stage?.approvedAt || !current?.data) return null;
  const approved = await db.version.findFirst({
    where: { stageId: stage.id, sectionId: null, createdAt: { lte: stage.approvedAt } },
    orderBy: { number: 'desc' },
    select: { number: true, data: true },
  });
  if (!approved?.data || approved.number === current.number) return null;
  const bible = await db.bibleEntry.findMany({ where: { projectId }, select: { name: true, aliases: true } });
  const known = [...new Set(bible.flatMap((e) => [e.name, ...e.aliases]))];
  const changes = artifactChanges(approved.data, current.data, known);
  const guards = known.filter((k) => !changes.renames.some((r) => r.from === k));
  const rules = artifactRewriteRules(approved.data, current.data, known, changes);
  const rewriting = rules.some((r) => r.spellings.length && (r.removed.length || r.values.length));
  const any = changes.renames.length + changes.values.length + changes.subjectValues.length > 0 || rewriting;
  const sections = any ? await bookSections(db, projectId, stage.position) : [];
  const ripple = bookRipple(sections, (text) => artifactChangeMatches(text, changes, guards));
  const rewrites = bookRewrites(sections, ripple, (text, taken) => rewriteCandidates(text, rules, { guards, taken }));
  return {
    ...ripple,
    rewrites,
    fields: changedFields(approved.data, current.data).map(({ from, to }) => ({ from, to })),
    stageId: stage.id,
    fromVersion: approved.number,
    toVersion: current.number,
    renames: changes.renames,
    values: [...changes.values, ...changes.subjectValues],
    stageOf: new Map(sections.map((s) => [s.id, s.stageId])),
    versionOf: new Map(sections.map((s) => [s.id, s.versionId])),
    textOf: new Map(sections.map((s) => [s.id, s.text])),
  };
}
