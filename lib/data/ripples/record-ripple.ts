import 'server-only';
import type { DbReader, Tx } from '../../db';
import { ExpectedError } from '../../errors';
import { anchorAt } from '../../text/anchor';
import { fingerprintSuggestion } from '../../workflow/loop/fingerprint';
import type { SectionRipple } from '../../workflow/ripple/book-ripple';
import {
  rippleSuggestionText,
  type RippleEvidence,
  type UpstreamChange,
} from '../../workflow/ripple/ripple-suggestion';
import { CONTINUITY_ROLE } from '../../workflow/continuity/role';
import { insertRippleSuggestions, type RippleSuggestionRow } from './insert-suggestions';
import type { RippleProject } from './ripple-project';

export interface RippleTarget extends RippleProject {
  stageId: string;
}

/**
 * The round a stage's ripple goes into: the open loop's round while it waits for the writer's decision
 * (the ripple joins it), else a new manual loop of the continuity reviewer with the ripple as its first
 * round. A loop on one section, or one between a decision and its revision, cannot take it.
 */
export async function rippleRound(tx: Tx, t: RippleTarget, inputVersionIds: string[]): Promise<string> {
  const open = await tx.loop.findFirst({
    where: { stageId: t.stageId, stopReason: null },
    orderBy: { createdAt: 'desc' },
    select: { sectionId: true, rounds: { orderBy: { number: 'desc' }, take: 1 } },
  });
  if (open) {
    const last = open.rounds[0];
    if (open.sectionId || last?.status !== 'assessed' || last.acceptedIds.length)
      throw new ExpectedError('illegal_transition', { messageKey: 'ripples.blocked' });
    return last.id;
  }
  const loop = await tx.loop.create({
    data: { projectId: t.projectId, stageId: t.stageId, mode: 'manual', maxRounds: 1, roles: [CONTINUITY_ROLE] },
    select: { id: true },
  });
  const round = await tx.round.create({
    data: {
      loopId: loop.id,
      projectId: t.projectId,
      number: 1,
      status: 'assessed',
      engine: t.engine,
      roles: [CONTINUITY_ROLE],
      inputVersionIds,
    },
    select: { id: true },
  });
  return round.id;
}

/**
 * A ripple's passages less those an open continuity suggestion already proposes: a plan saved again
 * after its ripple was proposed reads the same change, and is neither counted nor proposed twice. A
 * word-for-word passage is known by its exact replacement (`by: 'replacement'`); a passage to rewrite,
 * whose words only the model will choose, by the words it is anchored on (`by: 'quote'`).
 */
export async function withoutOpenPassages<
  P extends { quote: string; replacement?: string },
  S extends { sectionId: string; passages: P[] },
>(db: Tx | DbReader, sections: readonly S[], by: 'replacement' | 'quote' = 'replacement'): Promise<S[]> {
  const open = await db.suggestion.findMany({
    where: { sectionId: { in: sections.map((s) => s.sectionId) }, role: CONTINUITY_ROLE, status: 'open' },
    select: { sectionId: true, expected: true, anchor: true },
  });
  if (!open.length) return [...sections];
  const key = (sectionId: string | null, words: string | null | undefined) => `${sectionId}\u241F${words}`;
  const proposed = new Set(
    open.map((o) => key(o.sectionId, by === 'quote' ? (o.anchor as { quote?: string } | null)?.quote : o.expected)),
  );
  return sections
    .map((s) => ({
      ...s,
      passages: s.passages.filter((p) => !proposed.has(key(s.sectionId, by === 'quote' ? p.quote : p.replacement))),
    }))
    .filter((s) => s.passages.length);
}

/**
 * One stage's share of a ripple as open suggestions of the continuity role, one per passage, each
 * anchored on the sentence as it stands with the sentence as it would read as its exact replacement.
 * Nothing in the text changes: accepted, the round's revision applies them word for word.
 */
export async function recordStageRipple(
  tx: Tx,
  target: RippleTarget,
  {
    change,
    sections,
    read,
  }: {
    change: UpstreamChange;
    sections: readonly SectionRipple[];
    /** The versions and texts the ripple was computed from, by section. */
    read: { versionOf: Map<string, string | null>; textOf: Map<string, string> };
  },
): Promise<number> {
  // Computed before the transaction: a section saved since then would be anchored on words it lost.
  const now = await tx.section.findMany({
    where: { id: { in: sections.map((s) => s.sectionId) } },
    select: { id: true, currentVersionId: true },
  });
  if (now.some((s) => s.currentVersionId !== read.versionOf.get(s.id))) throw new ExpectedError('conflict');
  const fresh = await withoutOpenPassages(tx, sections);
  if (!fresh.length) return 0;
  const roundId = await rippleRound(
    tx,
    target,
    now.flatMap((s) => (s.currentVersionId ? [s.currentVersionId] : [])),
  );
  const { type, summary, detail } = rippleSuggestionText(change, target.language);
  const rows = fresh.flatMap((s) =>
    s.passages.map((p) => {
      const anchor = anchorAt(read.textOf.get(s.sectionId) ?? '', p.start, p.end);
      const evidence: RippleEvidence = { passages: [], replacement: p.replacement, change };
      const row: RippleSuggestionRow = {
        roundId,
        projectId: target.projectId,
        sectionId: s.sectionId,
        role: CONTINUITY_ROLE,
        type,
        priority: 'medium',
        summary,
        detail,
        expected: p.replacement,
        anchor,
        evidence,
        fingerprint: fingerprintSuggestion({
          role: CONTINUITY_ROLE,
          type,
          summary,
          quote: p.quote,
        }),
      };
      return row;
    }),
  );
  await insertRippleSuggestions(tx, rows);
  await tx.round.update({ where: { id: roundId }, data: { mediumCount: { increment: rows.length } } });
  return rows.length;
}
