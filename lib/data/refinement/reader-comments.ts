import 'server-only';
import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import { ExpectedError } from '../../errors';
import type { Anchor } from '../../text/anchor';
import { locateQuote } from '../../text/locate-quote';
import { clientNetwork } from '../../auth/client-network';
import { READER_COMMENT_LIMITS } from '../../workflow/loop/reader-comments';
import { openShareLink } from '../share/access';

export interface NewReaderComment {
  sectionId: string;
  /** The passage as the reader selected it; placed in the section's current text. */
  quote: string;
  /** A little of the text before and after the selection, to tell repeated passages apart. */
  prefix?: string;
  suffix?: string;
  readerName: string;
  body: string;
}

// The action shows these keys' words instead of the code's general ones.
const closed = () => new ExpectedError('not_found', { messageKey: 'readerComments.errors.closed' });
const hashClient = (address: string) => createHash('sha256').update(address, 'utf8').digest('hex');

/**
 * A comment through a comment link. The link is checked as the shared page checks it (revoked,
 * expired and unknown tokens are not found) and must allow comments; the passage must be in the
 * section's current text. The only row it writes is the comment itself.
 */
export async function addReaderComment(
  db: Db,
  {
    token,
    comment,
    clientAddress,
    now = new Date(),
  }: { token: unknown; comment: NewReaderComment; clientAddress: string; now?: Date },
): Promise<{ id: string }> {
  const ref = await openShareLink(db, token, now);
  if (!ref?.allowComments) throw closed();
  const section = await db.section.findFirst({
    where: { id: comment.sectionId, projectId: ref.projectId, deletedAt: null },
    select: { currentVersion: { select: { text: true } } },
  });
  if (!section) throw closed();
  const anchor = locateQuote(section.currentVersion?.text ?? '', comment.quote, {
    prefix: comment.prefix,
    suffix: comment.suffix,
  });
  if (!anchor) {
    throw new ExpectedError('invalid_input', { messageKey: 'readerComments.errors.passageNotFound' });
  }
  const clientHash = hashClient(clientAddress);
  const networkHash = hashClient(clientNetwork(clientAddress));
  return db.$transaction(async (tx) => {
    // One comment at a time per link, so two at once cannot both slip under the limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${ref.linkId}))`;
    await assertUnderLimit(tx, { shareLinkId: ref.linkId }, READER_COMMENT_LIMITS.perLink, 'link', now);
    await assertUnderLimit(tx, { clientHash }, READER_COMMENT_LIMITS.perClient, 'client', now);
    // One reader's many addresses (one network) take at most a share of the link's comments, so they
    // cannot use up its cap for every other reader.
    await assertUnderLimit(
      tx,
      { shareLinkId: ref.linkId, networkHash },
      READER_COMMENT_LIMITS.perNetwork,
      'client',
      now,
    );
    return tx.readerComment.create({
      data: {
        projectId: ref.projectId,
        sectionId: comment.sectionId,
        shareLinkId: ref.linkId,
        readerName: comment.readerName,
        body: comment.body,
        anchor,
        clientHash,
        networkHash,
      },
      select: { id: true },
    });
  });
}

type CommentCounter = Pick<Db, 'readerComment'>;

async function assertUnderLimit(
  db: CommentCounter,
  scope: { shareLinkId: string; networkHash?: string } | { clientHash: string },
  limit: { count: number; minutes: number },
  name: 'link' | 'client',
  now: Date,
) {
  const since = new Date(now.getTime() - limit.minutes * 60_000);
  const recent = await db.readerComment.findMany({
    where: { ...scope, createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    take: limit.count,
    select: { createdAt: true },
  });
  if (recent.length < limit.count) return;
  const freeAt = recent[0].createdAt.getTime() + limit.minutes * 60_000;
  const retryAfterMinutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
  throw new ExpectedError('rate_limited', {
    messageKey: `readerComments.errors.${name}Limit`,
    limit: name,
    retryAfterMinutes,
  });
}

/**
 * Takes in the comments waiting on a loop's sections (one section, or the whole stage), with each
 * section's current text; they are marked as taken in the same transaction as the round that shows them.
 */
export async function claimReaderComments(
  tx: Pick<Db, 'readerComment'>,
  loop: { stageId: string; sectionId: string | null },
  now = new Date(),
) {
  const rows = await tx.readerComment.findMany({
    where: {
      claimedAt: null,
      section: loop.sectionId ? { id: loop.sectionId, deletedAt: null } : { stageId: loop.stageId, deletedAt: null },
    },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      sectionId: true,
      role: true,
      type: true,
      readerName: true,
      body: true,
      anchor: true,
      replacement: true,
      section: { select: { currentVersion: { select: { text: true } } } },
    },
  });
  await tx.readerComment.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { claimedAt: now } });
  return rows.map(({ section, anchor, id: _id, ...r }) => ({
    ...r,
    anchor: anchor as unknown as Anchor,
    currentText: section.currentVersion?.text ?? '',
  }));
}
