import 'server-only';
import type { Db } from '../../db';
import { hashShareToken, isShareTokenShape } from './token';

export interface SharedProjectRef {
  linkId: string;
  projectId: string;
  ownerId: string;
  /** When the link stops working (shown to the reader); null when it never expires. */
  expiresAt: string | null;
  /** The link also takes comments on passages (lib/data/refinement/reader-comments.ts). */
  allowComments: boolean;
}

/**
 * The project a share token opens, or null: unknown, malformed, revoked and expired tokens are
 * indistinguishable to the caller. Records when the link was last opened.
 */
export async function openShareLink(db: Db, token: unknown, now = new Date()): Promise<SharedProjectRef | null> {
  if (!isShareTokenShape(token)) return null;
  const tokenHash = hashShareToken(token);
  // The guarded update is the check: a link revoked a moment ago matches nothing here.
  const opened = await db.shareLink.updateMany({
    where: { tokenHash, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    data: { lastOpenedAt: now },
  });
  if (opened.count !== 1) return null;
  const link = await db.shareLink.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      expiresAt: true,
      allowComments: true,
      project: { select: { id: true, ownerId: true, deletedAt: true } },
    },
  });
  // A project in the trash is shared with nobody.
  if (!link || link.project.deletedAt) return null;
  return {
    linkId: link.id,
    projectId: link.project.id,
    ownerId: link.project.ownerId,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    allowComments: link.allowComments,
  };
}
