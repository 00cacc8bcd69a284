import 'server-only';
import type { ProjectScope } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { createRun, findActiveRun } from '../runs/lifecycle';
import { finishRoundTiming } from './round-timing';
import { stageOf } from '../../workflow/templates';
import type { ReviewerRole } from '../../workflow/templates/types';
import type { Priority } from '../../workflow/suggestions';
import { splitDecision, type Decision, type DecisionPicks } from '../../workflow/loop/decisions';

type Tx = Prisma.TransactionClient;

export interface LoopRequest {
  stageKey: string;
  sectionId?: string | null;
  mode: 'manual' | 'auto';
  roles: ReviewerRole[];
  maxRounds: number;
  accept: Priority[];
  tokenBudget: number | null;
}

async function assertIdle(tx: Tx, projectId: string) {
  const active = await findActiveRun(tx, projectId);
  if (active) throw new ExpectedError('conflict', { runId: active.id });
}

/** Opens a refinement loop on a stage (or one section) and queues its first round, manual or auto. */
export async function startLoop(
  { db, ownerId, projectId }: ProjectScope,
  request: LoopRequest,
): Promise<{ loopId: string; runId: string }> {
  return db.$transaction(async (tx) => {
    const stage = await tx.stage.findFirst({
      where: { projectId, key: request.stageKey, project: { ownerId } },
      select: { id: true, project: { select: { template: true } } },
    });
    if (!stage) throw new ExpectedError('not_found');
    if (
      request.sectionId &&
      !(await tx.section.count({ where: { id: request.sectionId, stageId: stage.id, deletedAt: null } }))
    ) {
      throw new ExpectedError('not_found');
    }
    const offered = stageOf(stage.project.template, request.stageKey).reviewers;
    const roles = request.roles.filter((r) => offered.includes(r));
    if (roles.length === 0) throw new ExpectedError('invalid_input', { fieldErrors: { roles: 'required' } });
    await assertIdle(tx, projectId);
    const loop = await tx.loop.create({
      data: {
        projectId,
        stageId: stage.id,
        sectionId: request.sectionId ?? null,
        mode: request.mode,
        roles,
        maxRounds: request.maxRounds,
        acceptPriorities: request.accept,
        tokenBudget: request.tokenBudget,
      },
      select: { id: true },
    });
    const run = await createRun(tx, {
      projectId,
      stageId: stage.id,
      kind: request.mode === 'auto' ? 'loop.auto' : 'loop.round',
      params: request.mode === 'auto' ? { loopId: loop.id, startNumber: 1 } : { loopId: loop.id, number: 1 },
      createdById: ownerId,
    });
    return { loopId: loop.id, runId: run.id };
  });
}

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
    await assertIdle(tx, projectId);
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

/** Hands a manual loop over to auto mode from its next round. */
export async function continueAuto(
  { db, ownerId, projectId }: ProjectScope,
  loopId: string,
): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const loop = await tx.loop.findFirst({
      where: { id: loopId, projectId, project: { ownerId }, stopReason: null },
      select: { id: true, stageId: true, _count: { select: { rounds: true } } },
    });
    if (!loop) throw new ExpectedError('not_found');
    await assertIdle(tx, projectId);
    await tx.loop.update({ where: { id: loop.id }, data: { mode: 'auto' } });
    const run = await createRun(tx, {
      projectId,
      stageId: loop.stageId,
      kind: 'loop.auto',
      params: { loopId: loop.id, startNumber: loop._count.rounds + 1 },
      createdById: ownerId,
    });
    return { runId: run.id };
  });
}
