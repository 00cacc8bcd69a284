import 'server-only';
import type { ProjectScope, Tx } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun, refuseIfActive } from '../runs/lifecycle';
import { finishRoundTiming } from './round-timing';
import { splitDecision, type Decision, type DecisionPicks } from '../../workflow/loop/decisions';

export type { Decision, DecisionPicks };

/**
 * The author's decision on the latest round of a manual loop (lib/workflow/loop/decisions.ts).
 * Accepting queues the revision of the touched sections and the next assessment; edit-then-reassess
 * and reject-with-nothing-accepted queue a new assessment; done applies what was picked (if anything)
 * with no further assessment and closes the loop.
 */
export async function decideRound(
  { db, ownerId, projectId }: ProjectScope,
  {
    roundId,
    decision,
    picks = { accepted: [], rejected: [] },
  }: { roundId: string; decision: Decision; picks?: DecisionPicks },
): Promise<{ runId: string | null }> {
  return db.$transaction(async (tx) => {
    const round = await tx.round.findFirst({
      where: { id: roundId, projectId, project: { ownerId }, status: 'assessed' },
      select: {
        id: true,
        number: true,
        loopId: true,
        loop: { select: { stageId: true, stopReason: true } },
        suggestions: { where: { status: 'open' }, select: { id: true } },
      },
    });
    if (!round || round.loop.stopReason) throw new ExpectedError('not_found');
    const newer = await tx.round.count({ where: { loopId: round.loopId, number: { gt: round.number } } });
    if (newer) throw new ExpectedError('conflict');
    await refuseIfActive(tx, projectId);
    const split = splitDecision(
      decision,
      round.suggestions.map((s) => s.id),
      picks,
    );
    if (!split) throw new ExpectedError('not_found');
    const { accepted, rejected } = split;
    await tx.suggestion.updateMany({ where: { id: { in: accepted } }, data: { status: 'accepted' } });
    await tx.suggestion.updateMany({ where: { id: { in: rejected } }, data: { status: 'rejected' } });
    await tx.round.update({
      where: { id: round.id },
      data: { decision, acceptedIds: accepted, status: accepted.length ? 'assessed' : 'decided' },
    });
    if (!accepted.length) await finishRoundTiming(tx, round.id);
    if (decision === 'done') await stopByAuthor(tx, round.loopId, round.id);
    if (decision === 'done' && !accepted.length) return { runId: null };
    const run = await createRun(tx, {
      projectId,
      stageId: round.loop.stageId,
      kind: 'loop.round',
      params: {
        loopId: round.loopId,
        number: round.number + 1,
        reviseRoundId: accepted.length ? round.id : null,
        assess: decision !== 'done',
      },
      createdById: ownerId,
    });
    return { runId: run.id };
  });
}

async function stopByAuthor(tx: Tx, loopId: string, roundId: string) {
  await tx.loop.update({ where: { id: loopId }, data: { stopReason: 'stopped_by_author', stoppedAt: new Date() } });
  await tx.round.update({ where: { id: roundId }, data: { stopReason: 'stopped_by_author' } });
}
