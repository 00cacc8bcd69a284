import 'server-only';
import type { Db } from '../db';
import { ExpectedError } from '../errors';
import type { ShareExpiry } from '../workflow/share-expiry';
import { hashShareToken, newShareToken } from './share-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_DAYS: Record<ShareExpiry, number | null> = { '1d': 1, '7d': 7, '30d': 30, never: null };

export interface ShareLinkItem {
  id: string;
  label: string | null;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastOpenedAt: string | null;
  status: 'active' | 'revoked' | 'expired';
}

/**
 * Creates a read-only link to one of the owner's projects. The token is returned once, for the
 * link; only its hash is stored, so it can never be shown again.
 */
export async function createShareLink(
  db: Db,
  ownerId: string,
  projectId: string,
  input: { label?: string; expiry: ShareExpiry },
  now = new Date(),
): Promise<{ id: string; token: string }> {
  const project = await db.project.findFirst({ where: { id: projectId, ownerId }, select: { id: true } });
  if (!project) throw new ExpectedError('not_found', 'not_found');
  const token = newShareToken();
  const days = EXPIRY_DAYS[input.expiry];
  const link = await db.shareLink.create({
    data: {
      projectId,
      createdById: ownerId,
      tokenHash: hashShareToken(token),
      label: input.label?.trim() || null,
      expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
    },
    select: { id: true },
  });
  return { id: link.id, token };
}

/** The project's links, newest first, with what each one's state is now. */
export async function listShareLinks(
  db: Db,
  ownerId: string,
  projectId: string,
  now = new Date(),
): Promise<ShareLinkItem[]> {
  const rows = await db.shareLink.findMany({
    where: { projectId, project: { ownerId } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, label: true, createdAt: true, expiresAt: true, revokedAt: true, lastOpenedAt: true },
  });
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastOpenedAt: r.lastOpenedAt?.toISOString() ?? null,
    status: r.revokedAt ? 'revoked' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'active',
  }));
}

/** Revokes at once: the next request with the link's token is not found. */
export async function revokeShareLink(db: Db, ownerId: string, projectId: string, linkId: string): Promise<void> {
  const revoked = await db.shareLink.updateMany({
    where: { id: linkId, projectId, project: { ownerId }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (revoked.count !== 1) throw new ExpectedError('not_found', 'not_found');
}
