import type { Db, Tx } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import type { Priority } from '../../engine/types';
import type { Anchor } from '../../text/anchor';
import { finishRoundTiming } from './round-timing';
import { REMEMBERED_STATUSES, type DecidedFinding } from '../../workflow/loop/decision-memory';
import type { AcceptedFinding } from '../../workflow/loop/revision-tasks';
import { replacementIn } from '../../workflow/continuity/findings';
import { acceptedKindsFirst, type AcceptedKind } from '../../workflow/loop/accepted-first';
import { ACCEPTED_STATUSES } from '../../workflow/suggestions';

// The rows a refinement loop's worker writes as a round goes from assessed to revised or stopped.
// The worker computes; these functions store, inside the transaction of the step that saves it.

/** An accepted suggestion as the reviser's task builder reads it (lib/workflow/loop/revision-tasks.ts). */
export interface AcceptedSuggestion extends AcceptedFinding {
  role: string;
}

/** What the loop's earlier rounds settled, each with its place, for the loop's memory (lib/workflow/loop/decision-memory.ts). */
export async function loopDecisions(db: Pick<Db, 'suggestion'>, loopId: string): Promise<DecidedFinding[]> {
  const rows = await db.suggestion.findMany({
    where: { round: { loopId }, status: { in: [...REMEMBERED_STATUSES] } },
    orderBy: { createdAt: 'asc' },
    select: { role: true, type: true, summary: true, sectionId: true, anchor: true, status: true },
  });
  return rows.map((r) => ({ ...r, anchor: r.anchor as Anchor | null }));
}

export type NewRound = Omit<Prisma.RoundUncheckedCreateInput, 'suggestions' | 'status'> & {
  suggestions: Omit<Prisma.SuggestionUncheckedCreateWithoutRoundInput, 'projectId'>[];
};

/** Stores an assessed round with its suggestions. */
export async function recordAssessedRound(tx: Tx, round: NewRound): Promise<string> {
  const { suggestions, ...fields } = round;
  const created = await tx.round.create({
    data: {
      ...fields,
      status: 'assessed',
      suggestions: { create: suggestions.map((s) => ({ ...s, projectId: round.projectId })) },
    },
    select: { id: true },
  });
  return created.id;
}

/**
 * Auto mode's decision: the round's suggestions with these priorities are accepted, the kinds the
 * writer has accepted in the project first (the order the reviser gets its tasks in); the rest stay open.
 */
export async function acceptByPriority(tx: Tx, roundId: string, priorities: readonly Priority[]): Promise<string[]> {
  const chosen = await tx.suggestion.findMany({
    where: { roundId, status: 'open', priority: { in: [...priorities] } },
    orderBy: { createdAt: 'asc' },
    select: { id: true, role: true, type: true, projectId: true },
  });
  const writerAccepted = chosen.length ? await writerAcceptedKinds(tx, chosen[0].projectId) : [];
  const acceptedIds = acceptedKindsFirst(chosen, writerAccepted).map((s) => s.id);
  await tx.suggestion.updateMany({ where: { id: { in: acceptedIds } }, data: { status: 'accepted' } });
  await tx.round.update({ where: { id: roundId }, data: { decision: 'accept_policy', acceptedIds } });
  return acceptedIds;
}

/** The kinds of finding the writer accepted in the project, by their own decision (auto mode's acceptances aside). */
async function writerAcceptedKinds(tx: Tx, projectId: string): Promise<AcceptedKind[]> {
  const rows = await tx.suggestion.groupBy({
    by: ['role', 'type'],
    where: {
      projectId,
      status: { in: [...ACCEPTED_STATUSES] },
      OR: [{ round: { decision: null } }, { round: { decision: { not: 'accept_policy' } } }],
    },
    _count: { _all: true },
  });
  return rows.map((r) => ({ role: r.role, type: r.type, accepted: r._count._all }));
}

/** The accepted suggestions, in the order given. */
export async function acceptedSuggestions(db: Pick<Db, 'suggestion'>, ids: string[]): Promise<AcceptedSuggestion[]> {
  const found = new Map((await db.suggestion.findMany({ where: { id: { in: ids } } })).map((s) => [s.id, s]));
  const rows = ids.map((id) => found.get(id)).filter((s) => s !== undefined);
  return rows.map((s) => ({
    ...s,
    priority: s.priority as Priority,
    anchor: s.anchor as Anchor | null,
    replacement: replacementIn(s.evidence),
  }));
}

/**
 * A revised round: its output versions are stored and its clock stops. What the revision changed at
 * its place is resolved; what it left as it was is not applied. A revision that changed no text at
 * all is recorded as `unchanged`, not as revised.
 */
export async function closeRevisedRound(
  tx: Tx,
  roundId: string,
  outputVersionIds: string[],
  outcome: { applied: string[]; notApplied: string[] },
): Promise<void> {
  const status = outputVersionIds.length ? 'revised' : 'unchanged';
  await tx.round.update({ where: { id: roundId }, data: { status, outputVersionIds } });
  await finishRoundTiming(tx, roundId);
  await tx.suggestion.updateMany({ where: { id: { in: outcome.applied } }, data: { status: 'resolved' } });
  await tx.suggestion.updateMany({ where: { id: { in: outcome.notApplied } }, data: { status: 'not_applied' } });
}

/** A stop rule fired on this round: the round and the loop record why, and the round's clock stops. */
export async function stopLoopAt(tx: Tx, loopId: string, roundId: string, reason: string): Promise<void> {
  await tx.round.update({ where: { id: roundId }, data: { stopReason: reason, decision: 'done' } });
  await finishRoundTiming(tx, roundId);
  await tx.loop.update({ where: { id: loopId }, data: { stopReason: reason, stoppedAt: new Date() } });
}

/** The author stopped a running loop: the loop and its latest round record it. */
export async function recordAuthorStop(db: Db, loopId: string): Promise<void> {
  const last = await db.round.findFirst({ where: { loopId }, orderBy: { number: 'desc' }, select: { id: true } });
  await db.$transaction([
    db.loop.update({ where: { id: loopId }, data: { stopReason: 'stopped_by_author', stoppedAt: new Date() } }),
    ...(last ? [db.round.update({ where: { id: last.id }, data: { stopReason: 'stopped_by_author' } })] : []),
  ]);
}

/** The round a manual run revises: which suggestions the author accepted. */
export async function decidedRound(db: Pick<Db, 'round'>, roundId: string) {
  return db.round.findUniqueOrThrow({
    where: { id: roundId },
    select: { id: true, acceptedIds: true, loopId: true, number: true, runId: true },
  });
}

/** The review stage's own auto loop over the stage it reviews. */
export async function createReviewLoop(
  tx: Tx,
  loop: { projectId: string; stageId: string; maxRounds: number; roles: string[] },
): Promise<string> {
  const row = await tx.loop.create({
    data: { ...loop, mode: 'auto', acceptPriorities: ['high', 'medium'] },
    select: { id: true },
  });
  return row.id;
}

/** The rounds of one loop with their counts, in order (the review stage's report). */
export function roundSummaries(db: Pick<Db, 'round'>, loopId: string) {
  return db.round.findMany({
    where: { loopId },
    orderBy: { number: 'asc' },
    select: { number: true, status: true, highCount: true, mediumCount: true, lowCount: true },
  });
}
