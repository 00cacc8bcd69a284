import type { Tx } from '../../db';
import { Prisma } from '../../generated/prisma/client';
import { countWords, lengthUnit } from '../../text/count';
import { markDownstreamStale } from '../stages/downstream-stale';
import { claimUnit, type ClaimScope, type CurrentVersion, type VersionGuard } from './edit-guard';
import { reanchorOpenSuggestions } from './reanchor-open';

/** New text for a section (its stage, when not given, is read by the claim) or for a stage's artifact. */
export type NewVersion = NewText &
  ({ stageId: string; sectionId?: string | null } | { stageId?: never; sectionId: string });

interface NewText {
  projectId: string;
  text: string;
  data?: Prisma.InputJsonValue | null;
  source: 'model' | 'author' | 'revision' | 'variant' | 'rollback';
  engine?: 'model' | 'offline' | null;
  model?: string | null;
  authorId?: string | null;
  roundId?: string | null;
  restoredFromId?: string | null;
  /** An autosave's editing session: consecutive autosaves of one session fold into one version. */
  editSession?: string | null;
  /** Model text that did not finish (the writer stopped it, or the stream broke off). */
  partial?: boolean;
}

export interface AppendedVersion {
  id: string;
  number: number;
  /** The unit's edit guard after this write (the section's `version`, or the stage's for an artifact). */
  editVersion: number;
  /** The text's length as stored with the version, in `lengthUnit`. */
  words: number;
  lengthUnit: 'words' | 'chars';
}

/** The length stored with a version's text, so that outlines never read the text to count it. */
export const storedLength = (text: string) => ({
  words: countWords(text),
  lengthUnit: lengthUnit(text.slice(0, 4000)),
});

/**
 * The one path by which a section or a stage artifact gets new text (author save, generation,
 * regeneration, revision, variant, rollback). In the caller's transaction it appends an immutable
 * version and makes it current (the previous one becomes its parent), moves the unit's edit guard by
 * exactly one, so an editor opened on the older text cannot save over it, re-anchors the section's open
 * suggestions (stale when their words are gone), and marks what reads a changed approved artifact stale.
 * With a guard, nothing is written and null is returned when the unit has moved on (a conflict); with
 * a scope too, also when the section is not the author's live section (the caller tells which).
 */
export async function appendVersion(tx: Tx, v: NewVersion): Promise<AppendedVersion>;
export async function appendVersion(
  tx: Tx,
  v: NewVersion,
  guard: VersionGuard,
  scope?: ClaimScope,
): Promise<AppendedVersion | null>;
export async function appendVersion(
  tx: Tx,
  text: NewVersion,
  guard?: VersionGuard,
  scope?: ClaimScope,
): Promise<AppendedVersion | null> {
  // The guarded bump comes first: it checks the base and locks the row in one statement, so a
  // concurrent writer waits here and then finds the guard moved on. It answers the row as it left it.
  const owner = await claimUnit(
    tx,
    text.sectionId ? { sectionId: text.sectionId, scope } : { stageId: text.stageId! },
    guard,
  );
  if (!owner) return null;
  const v = { ...text, stageId: owner.stageId };
  // An artifact's old data tells which approved stages its change makes stale: read before a fold rewrites it.
  const before =
    !v.sectionId && owner.currentVersionId
      ? ((await tx.version.findUnique({ where: { id: owner.currentVersionId }, select: { data: true } }))?.data ?? null)
      : null;
  const length = storedLength(v.text);
  const folded = await foldIntoSessionVersion(tx, v, owner.current, length);
  if (folded) {
    await afterNewText(tx, v, before);
    return { ...folded, editVersion: owner.version, ...length };
  }
  const created = await tx.version.create({
    data: {
      projectId: v.projectId,
      stageId: v.stageId,
      sectionId: v.sectionId ?? null,
      number: owner.lastNumber + 1,
      text: v.text,
      data: v.data ?? undefined,
      source: v.source,
      engine: v.engine ?? null,
      model: v.model ?? null,
      partial: v.partial ?? false,
      authorId: v.authorId ?? null,
      parentId: owner.currentVersionId,
      roundId: v.roundId ?? null,
      restoredFromId: v.restoredFromId ?? null,
      editSession: v.editSession ?? null,
      ...length,
    },
    select: { id: true, number: true },
  });
  // The claim already answered what the row holds, so nothing is read back.
  if (v.sectionId)
    await tx.$executeRaw`UPDATE "Section" SET "currentVersionId" = ${created.id} WHERE id = ${v.sectionId}`;
  else await tx.$executeRaw`UPDATE "Stage" SET "currentVersionId" = ${created.id} WHERE id = ${v.stageId}`;
  await afterNewText(tx, v, before);
  return { ...created, editVersion: owner.version, ...length };
}

/** New text once its unit is claimed: its stage is known. */
type ClaimedText = NewText & { stageId: string; sectionId?: string | null };

/** What follows new text: a section's open suggestions re-anchored, or what reads a changed artifact marked stale. */
async function afterNewText(tx: Tx, v: ClaimedText, before: Prisma.JsonValue | null): Promise<void> {
  if (v.sectionId) await reanchorOpenSuggestions(tx, v.sectionId, v.text);
  else await markDownstreamStale(tx, v.stageId, before, v.data ?? null);
}

/**
 * An autosave continuing the current version's editing session rewrites that version in place, so the
 * history shows one version per sitting rather than one per pause. Only the author's own session
 * version folds, and only while no round has read or written it (a round's diff must keep its texts).
 */
async function foldIntoSessionVersion(
  tx: Tx,
  v: ClaimedText,
  current: CurrentVersion | null,
  length: ReturnType<typeof storedLength>,
) {
  if (!v.editSession || !current) return null;
  if (current.source !== 'author' || current.editSession !== v.editSession || current.authorId !== v.authorId)
    return null;
  // One statement: rewritten unless a round has read or written it.
  const data = v.data == null ? Prisma.empty : Prisma.sql`, data = ${JSON.stringify(v.data)}::jsonb`;
  const rewritten = await tx.$executeRaw`
    UPDATE "Version" SET text = ${v.text}, words = ${length.words}, "lengthUnit" = ${length.lengthUnit},
      "createdAt" = now() ${data}
    WHERE id = ${current.id} AND NOT EXISTS (
      SELECT 1 FROM "Round" r WHERE r."projectId" = ${v.projectId}
        AND (${current.id} = ANY(r."inputVersionIds") OR ${current.id} = ANY(r."outputVersionIds")))`;
  return rewritten === 1 ? { id: current.id, number: current.number } : null;
}
