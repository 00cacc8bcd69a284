import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { expiryDate, expiryLike, type ShareExpiry } from '../../workflow/share-expiry';
import { hashShareToken, newShareToken } from './token';

export interface ShareLinkItem {
  id: string;
  label: string | null;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastOpenedAt: string | null;
  /** Holders may comment on passages as well as read. */
  allowComments: boolean;
  status: 'active' | 'revoked' | 'expired';
}

const notFound = () => new ExpectedError('not_found');

/**
 * Creates a link to one of the owner's projects: read-only, or also taking comments. The token is returned once, for the
 * link; only its hash is stored, so it can never be shown again.
 */
export async function createShareLink(
  { db, ownerId, projectId }: ProjectScope,
  {
    input,
    now = new Date(),
  }: { input: { label?: string | null; expiry: ShareExpiry; allowComments?: boolean }; now?: Date },
): Promise<{ id: string; token: string }> {
  const project = await db.project.findFirst({ where: { id: projectId, ownerId }, select: { id: true } });
  if (!project) throw notFound();
  const token = newShareToken();
  const link = await db.shareLink.create({
    data: {
      projectId,
      createdById: ownerId,
      tokenHash: hashShareToken(token),
      label: input.label?.trim() || null,
      allowComments: input.allowComments ?? false,
      // Both from the same clock, so the lifetime is exactly the one chosen ("copy again" reads it back).
      createdAt: now,
      expiresAt: expiryDate(input.expiry, now),
    },
    select: { id: true },
  });
  return { id: link.id, token };
}

/**
 * "Copy again": the token of an existing link was never stored, so the owner gets a fresh link with
 * the same label, lifetime and right to comment. The earlier link keeps working until it is revoked or expires.
 */
export async function reissueShareLink(
  { db, ownerId, projectId }: ProjectScope,
  { linkId, now = new Date() }: { linkId: string; now?: Date },
): Promise<{ id: string; token: string }> {
  const link = await db.shareLink.findFirst({
    where: { id: linkId, projectId, project: { ownerId } },
    select: { label: true, createdAt: true, expiresAt: true, allowComments: true },
  });
  if (!link) throw notFound();
  const expiry = expiryLike(link.createdAt, link.expiresAt);
  return createShareLink(
    { db, ownerId, projectId },
    { input: { label: link.label, expiry, allowComments: link.allowComments }, now },
  );
}

/** The project's links, newest first, with what each one's state is now. */
export async function listShareLinks(
  { db, ownerId, projectId }: ProjectScope,
  now = new Date(),
): Promise<ShareLinkItem[]> {
  const rows = await db.shareLink.findMany({
    where: { projectId, project: { ownerId } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      label: true,
      createdAt: true,
      expiresAt: true,
      revokedAt: true,
      lastOpenedAt: true,
      allowComments: true,
    },
  });
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastOpenedAt: r.lastOpenedAt?.toISOString() ?? null,
    allowComments: r.allowComments,
    status: r.revokedAt ? 'revoked' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'active',
  }));
}

/** Revokes at once: the next request with the link's token is not found. */
export async function revokeShareLink({ db, ownerId, projectId }: ProjectScope, linkId: string): Promise<void> {
  const revoked = await db.shareLink.updateMany({
    where: { id: linkId, projectId, project: { ownerId }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (revoked.count !== 1) throw notFound();
}

/** A new lifetime counted from now; an expired link works again. A revoked link stays revoked. */
export async function setShareLinkExpiry(
  { db, ownerId, projectId }: ProjectScope,
  { input, now = new Date() }: { input: { linkId: string; expiry: ShareExpiry }; now?: Date },
): Promise<void> {
  const changed = await db.shareLink.updateMany({
    where: { id: input.linkId, projectId, project: { ownerId }, revokedAt: null },
    data: { expiresAt: expiryDate(input.expiry, now) },
  });
  if (changed.count !== 1) throw notFound();
}

/** Removes a revoked link from the list; a live link must be revoked first, so deleting never ends access by surprise. */
export async function deleteRevokedShareLink({ db, ownerId, projectId }: ProjectScope, linkId: string): Promise<void> {
  const deleted = await db.shareLink.deleteMany({
    where: { id: linkId, projectId, project: { ownerId }, revokedAt: { not: null } },
  });
  if (deleted.count !== 1) throw notFound();
}
