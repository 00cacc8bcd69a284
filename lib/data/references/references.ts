import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { Translate } from '../../i18n/translator';
import type { Prisma } from '../../generated/prisma/client';
import type { CslItem } from '../../workflow/references/parse';
import { referenceBatches } from '../../workflow/references/batches';
import { randomBytes } from 'node:crypto';
import { sourceOf, type Source } from '../../workflow/references/sources';
import { fieldsOf, withFields, type ReferenceFields } from '../../workflow/references/fields';
import { insertReferenceBatches, lockBibliography } from './store-references';
import { MAX_IMPORTED_REFERENCES } from '../../workflow/references/limits';
import { runOffThread } from '../../import/thread/off-thread';

export interface ReferenceRow {
  id: string;
  citationKey: string;
  item: CslItem;
  verified: boolean;
  createdAt: Date;
}

/** A large import parses (up to the import thread's 30 s) and inserts inside its transaction: past the default 5 s. */
const LONG_IMPORT = { timeout: 60_000 };

const SELECT = { id: true, citationKey: true, item: true, verified: true, createdAt: true } as const;
/** The owner's live project: someone else's, or one in the trash, is not found. */
const owned = (ownerId: string, projectId: string) => ({ id: projectId, ownerId, deletedAt: null });

const asRow = (r: { id: string; citationKey: string; item: unknown; verified: boolean; createdAt: Date }) =>
  ({ ...r, item: r.item as CslItem }) satisfies ReferenceRow;

export async function listReferences({ db, ownerId, projectId }: ProjectScope<DbReader>): Promise<ReferenceRow[]> {
  const rows = await db.reference.findMany({
    where: { projectId, project: owned(ownerId, projectId) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: SELECT,
  });
  return rows.map(asRow);
}

/** A paper's sources as the worker's prompts show them, oldest first (the worker's read: no owner to check). */
export async function sourcesOfProject(db: DbReader, projectId: string): Promise<Source[]> {
  const rows = await db.reference.findMany({
    where: { projectId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { item: true },
  });
  return rows.map((r) => sourceOf(r.item as CslItem));
}

/**
 * Adds entries to a paper project's bibliography, each under a key no other entry of the project uses.
 * The writer's own entries are verified; ones the model proposes start unverified.
 */
export async function addReferences(
  { db, ownerId, projectId }: ProjectScope,
  { items, verified }: { items: readonly Record<string, unknown>[]; verified: boolean },
): Promise<ReferenceRow[]> {
  return db.$transaction(async (tx) => {
    const taken = await lockBibliography(tx, { ownerId, projectId });
    const { ids, batches } = referenceBatches(items, taken, randomBytes(4).toString('hex'));
    await insertReferenceBatches(tx, { projectId, batches, verified });
    const rows = await tx.reference.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' }, select: SELECT });
    return rows.map(asRow);
  });
}

/**
 * BibTeX, RIS or CSL-JSON the writer pasted or uploaded, parsed and made into insert batches on a thread
 * of its own (a large bibliography takes a second or more); text none of them reads is refused with
 * its reason.
 */
export async function importReferences(
  { db, ownerId, projectId }: ProjectScope,
  { text, translate }: { text: string; translate: Translate },
): Promise<number> {
  const refuse = (message: string) => new ExpectedError('invalid_input', { fieldErrors: { text: message } });
  // The project stays locked while its file is parsed, so the keys the thread picks stay unique.
  return db.$transaction(async (tx) => {
    const taken = await lockBibliography(tx, { ownerId, projectId });
    const prepared = await runOffThread('references', { text, taken }).catch(
      () => ({ ok: false, reason: 'unrecognized' }) as const,
    );
    if (!prepared.ok) throw refuse(translate(`references.${prepared.reason}`));
    if (prepared.count > MAX_IMPORTED_REFERENCES)
      throw refuse(translate('references.tooMany', { max: MAX_IMPORTED_REFERENCES }));
    await insertReferenceBatches(tx, { projectId, batches: prepared.batches, verified: true });
    return prepared.count;
  }, LONG_IMPORT);
}

/**
 * The writer completes or corrects an entry's fields (and so vouches for it). `before` is the fields as
 * the writer's form loaded them: when the entry changed since, nothing is written ("conflict").
 */
export async function updateReference(
  { db, ownerId, projectId }: ProjectScope,
  { referenceId, fields, before }: { referenceId: string; fields: ReferenceFields; before: ReferenceFields },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.reference.findFirst({
      where: { id: referenceId, projectId, project: owned(ownerId, projectId) },
      select: { item: true },
    });
    if (!row) throw new ExpectedError('not_found');
    // Serialises two saves of one entry: the second reads what the first wrote.
    await tx.$executeRaw`SELECT 1 FROM "Reference" WHERE id = ${referenceId} FOR UPDATE`;
    const current = (await tx.reference.findUniqueOrThrow({ where: { id: referenceId }, select: { item: true } }))
      .item as CslItem;
    if (JSON.stringify(fieldsOf(current)) !== JSON.stringify(before))
      throw new ExpectedError('conflict', { messageKey: 'references.changed' });
    await tx.reference.update({
      where: { id: referenceId },
      data: { item: withFields(current, fields) as Prisma.InputJsonValue, verified: true },
    });
  });
}

/** The writer vouches for an entry (one the model proposed). */
export async function confirmReference({ db, ownerId, projectId }: ProjectScope, referenceId: string) {
  const { count } = await db.reference.updateMany({
    where: { id: referenceId, projectId, project: owned(ownerId, projectId) },
    data: { verified: true },
  });
  if (count === 0) throw new ExpectedError('not_found');
}

export async function deleteReference({ db, ownerId, projectId }: ProjectScope, referenceId: string) {
  const { count } = await db.reference.deleteMany({
    where: { id: referenceId, projectId, project: owned(ownerId, projectId) },
  });
  if (count === 0) throw new ExpectedError('not_found');
}

export interface ReferenceListItem {
  id: string;
  citationKey: string;
  title: string;
  /** "Smith, J.; Doe, J. (2020)", or '' when neither is known. */
  byline: string;
  verified: boolean;
  /** Entered as a bare DOI: the writer still has to give its title. */
  incomplete: boolean;
  doi: string;
  fields: ReferenceFields;
}

/** A stored entry as the sources panel lists it. */
export function toReferenceListItem(row: ReferenceRow): ReferenceListItem {
  const source = sourceOf(row.item);
  return {
    id: row.id,
    citationKey: row.citationKey,
    title: source.title,
    byline: [source.authors, source.year && `(${source.year})`].filter(Boolean).join(' '),
    verified: row.verified,
    incomplete: !source.title,
    doi: typeof row.item.DOI === 'string' ? row.item.DOI : '',
    fields: fieldsOf(row.item),
  };
}
