import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import type { Translate } from '../../i18n/translator';
import { parseReferences, withUniqueKeys, type CslItem } from '../../workflow/references/parse';

export interface ReferenceRow {
  id: string;
  citationKey: string;
  item: CslItem;
  verified: boolean;
  createdAt: Date;
}

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

/**
 * Adds entries to a paper project's bibliography, each under a key no other entry of the project uses.
 * The writer's own entries are verified; ones the model proposes start unverified.
 */
export async function addReferences(
  { db, ownerId, projectId }: ProjectScope,
  { items, verified }: { items: readonly Record<string, unknown>[]; verified: boolean },
): Promise<ReferenceRow[]> {
  return db.$transaction(async (tx) => {
    const project = await tx.project.findFirst({ where: owned(ownerId, projectId), select: { template: true } });
    if (!project || project.template !== 'paper') throw new ExpectedError('not_found');
    // Serialises concurrent imports into one project, so the keys they pick stay unique.
    await tx.$executeRaw`SELECT 1 FROM "Project" WHERE id = ${projectId} FOR UPDATE`;
    const taken = await tx.reference.findMany({ where: { projectId }, select: { citationKey: true } });
    const keyed = withUniqueKeys(
      items,
      taken.map((t) => t.citationKey),
    );
    const created = [];
    for (const item of keyed)
      created.push(
        await tx.reference.create({
          data: { projectId, citationKey: item.id, item: item as Prisma.InputJsonValue, verified },
          select: SELECT,
        }),
      );
    return created.map(asRow);
  });
}

/** BibTeX, RIS or CSL-JSON the writer pasted or uploaded; text none of them reads is refused with its reason. */
export async function importReferences(
  { db, ownerId, projectId }: ProjectScope,
  { text, translate }: { text: string; translate: Translate },
): Promise<ReferenceRow[]> {
  const parsed = parseReferences(text);
  if (!parsed.ok)
    throw new ExpectedError('invalid_input', {
      fieldErrors: { text: translate(`references.${parsed.reason}`) },
    });
  return addReferences({ db, ownerId, projectId }, { items: parsed.items, verified: true });
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
  verified: boolean;
}
