import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { Translate } from '../../i18n/translator';
import { MAX_BIBLE_ENTRIES, type BibleEntryText } from '../../workflow/bible/entry';
import { changeBibleEntry } from '../versions/edit-guard';

export interface BibleEntryRow extends BibleEntryText {
  id: string;
  fromPlan: boolean;
  /** The edit guard the editor sends back with a change. */
  version: number;
}

const SELECT = {
  id: true,
  name: true,
  aliases: true,
  kind: true,
  description: true,
  fromPlan: true,
  version: true,
} as const;
const ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
/** The owner's live project: someone else's, or one in the trash, is not found. */
const owned = (ownerId: string, projectId: string) => ({ id: projectId, ownerId, deletedAt: null });

/** A name another entry of the project already has comes back as a field message, not a database error. */
export function duplicateName(error: unknown, translate: Translate): never {
  if ((error as { code?: string }).code === 'P2002')
    throw new ExpectedError('invalid_input', {
      fieldErrors: { name: translate('validation.duplicate') },
    });
  throw error;
}

/** The owner's bible of a project, oldest entry first. */
export async function listBible({ db, ownerId, projectId }: ProjectScope<DbReader>): Promise<BibleEntryRow[]> {
  return db.bibleEntry.findMany({
    where: { projectId, project: owned(ownerId, projectId) },
    orderBy: ORDER,
    select: SELECT,
  });
}

/** The bible a worker's prompts and checks read: the project the run belongs to. */
export async function bibleOfProject(db: DbReader, projectId: string): Promise<BibleEntryText[]> {
  return db.bibleEntry.findMany({
    where: { projectId },
    orderBy: ORDER,
    select: { name: true, aliases: true, kind: true, description: true },
  });
}

export async function addBibleEntry(
  { db, ownerId, projectId }: ProjectScope,
  { entry, translate }: { entry: BibleEntryText; translate: Translate },
): Promise<BibleEntryRow> {
  return db.$transaction(async (tx) => {
    const project = await tx.project.findFirst({ where: owned(ownerId, projectId), select: { id: true } });
    if (!project) throw new ExpectedError('not_found');
    if ((await tx.bibleEntry.count({ where: { projectId } })) >= MAX_BIBLE_ENTRIES)
      throw new ExpectedError('invalid_input', {
        fieldErrors: { name: translate('bible.full', { max: MAX_BIBLE_ENTRIES }) },
      });
    return tx.bibleEntry
      .create({ data: { projectId, ...entry }, select: SELECT })
      .catch((e) => duplicateName(e, translate));
  });
}

/** Changes an entry as the writer saw it: a stale `version` writes nothing and answers "conflict". */
export async function updateBibleEntry(
  { db, ownerId, projectId }: ProjectScope,
  {
    target,
    entry,
    translate,
  }: { target: { entryId: string; version: number }; entry: BibleEntryText; translate: Translate },
): Promise<void> {
  const where = { id: target.entryId, projectId, project: owned(ownerId, projectId) };
  const changed = await changeBibleEntry(db, where, entry, { version: target.version }).catch((e) =>
    duplicateName(e, translate),
  );
  if (changed) return;
  const exists = await db.bibleEntry.count({ where });
  throw exists ? new ExpectedError('conflict') : new ExpectedError('not_found');
}

export async function deleteBibleEntry({ db, ownerId, projectId }: ProjectScope, entryId: string): Promise<void> {
  const { count } = await db.bibleEntry.deleteMany({
    where: { id: entryId, projectId, project: owned(ownerId, projectId) },
  });
  if (count === 0) throw new ExpectedError('not_found');
}
