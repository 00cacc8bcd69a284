import 'server-only';
import type { Db, Tx } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import type { Anchor } from '../../text/anchor';
import { fingerprintSuggestion } from '../../workflow/loop/fingerprint';
import { CONTINUITY_ROLE } from '../../workflow/continuity/role';
import {
  RIPPLE_REWRITE_TYPE,
  rippleRewriteText,
  type RippleEvidence,
  type UpstreamChange,
} from '../../workflow/ripple/ripple-suggestion';

/** The section a ripple's passage is rewritten in, as it stands now; null once deleted. */
export async function rewriteSection(db: Db, sectionId: string) {
  const section = await db.section.findFirst({
    where: { id: sectionId, deletedAt: null },
    select: { title: true, locked: true, currentVersion: { select: { text: true } } },
  });
  return section && { title: section.title, locked: section.locked, text: section.currentVersion?.text ?? '' };
}

/**
 * A model's rewrite of one ripple passage as an open continuity suggestion in the ripple's round,
 * anchored on the passage, with the reply as its exact replacement (applied word for word once
 * accepted) and the upstream change as its evidence. Answers the suggestion's id.
 */
export async function recordRippleRewrite(
  tx: Tx,
  o: {
    projectId: string;
    roundId: string;
    sectionId: string;
    anchor: Anchor;
    replacement: string;
    change: UpstreamChange;
    language: 'en' | 'zh';
  },
): Promise<string> {
  const { summary, detail } = rippleRewriteText(o.change, o.language);
  const evidence: RippleEvidence = { passages: [], replacement: o.replacement, change: o.change };
  const { id } = await tx.suggestion.create({
    data: {
      roundId: o.roundId,
      projectId: o.projectId,
      sectionId: o.sectionId,
      role: CONTINUITY_ROLE,
      type: RIPPLE_REWRITE_TYPE,
      priority: 'medium',
      summary,
      detail,
      expected: o.replacement,
      anchor: o.anchor,
      evidence: evidence as unknown as Prisma.InputJsonObject,
      fingerprint: fingerprintSuggestion({
        role: CONTINUITY_ROLE,
        type: RIPPLE_REWRITE_TYPE,
        summary,
        quote: o.anchor.quote,
      }),
    },
    select: { id: true },
  });
  await tx.round.update({ where: { id: o.roundId }, data: { mediumCount: { increment: 1 } } });
  return id;
}
