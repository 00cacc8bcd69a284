import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun, refuseIfActive } from '../runs/lifecycle';
import { stageOf } from '../../workflow/templates';
import type { ReviewerRole } from '../../workflow/templates/types';
import type { Priority } from '../../workflow/suggestions';

export interface LoopRequest {
  stageKey: string;
  sectionId?: string | null;
  mode: 'manual' | 'auto';
  roles: ReviewerRole[];
  maxRounds: number;
  accept: Priority[];
  tokenBudget: number | null;
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
    await refuseIfActive(tx, projectId);
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
