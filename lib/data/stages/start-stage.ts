import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun, refuseIfActive } from '../runs/lifecycle';
import { stageOf } from '../../workflow/templates';
import { applyLifecycleEvent, phaseOf } from './lifecycle';
import { lockProject, stageIn, nextChapter } from './stage-rows';

/**
 * Starts generating a stage: from draft (the first stage), or when the lifecycle already waits in
 * this stage's generating state (after the previous approval). Returns the queued run.
 */
export async function startStage(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, regenerate = false }: { stageKey: string; regenerate?: boolean },
): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const p = await lockProject(tx, ownerId, projectId);
    const stage = await stageIn(tx, projectId, stageKey);
    await refuseIfActive(tx, projectId, { kind: { not: 'variants' } });
    const phase = phaseOf(p);
    if (regenerate) await applyLifecycleEvent(tx, projectId, { type: 'regenerate' });
    else if (p.state === 'draft') await applyLifecycleEvent(tx, projectId, { type: 'advance' });
    else if (phase?.stageKey !== stageKey || phase.phase !== 'generating') {
      throw new ExpectedError('illegal_transition', { reason: 'cannot_generate', stageKey, from: p.state });
    }
    const after = phaseOf(await lockProject(tx, ownerId, projectId));
    if (after?.stageKey !== stageKey)
      throw new ExpectedError('illegal_transition', { reason: 'cannot_generate', stageKey, from: p.state });
    const definition = stageOf(p.template, stageKey);
    const sectionIds = definition.approveEach ? await nextChapter(tx, stage.id) : undefined;
    await tx.stage.update({ where: { id: stage.id }, data: { status: 'generating' } });
    return createRun(tx, {
      projectId,
      stageId: stage.id,
      kind: 'stage.generate',
      params: {
        stageKey,
        ...(regenerate && !definition.approveEach ? { all: true } : {}),
        ...(sectionIds ? { sectionIds } : {}),
      },
      createdById: ownerId,
    }).then((r) => ({ runId: r.id }));
  });
}
