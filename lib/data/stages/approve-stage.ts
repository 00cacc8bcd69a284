import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun } from '../runs/lifecycle';
import { stageOf, templateOf } from '../../workflow/templates';
import { applyLifecycleEvent, phaseOf } from './lifecycle';
import { fillBibleFromPlan } from '../bible/fill-from-plan';
import { lockProject, stageIn, nextChapter } from './stage-rows';
import { unfinishedWork } from './unfinished';

/**
 * Approves the stage in review. For one-at-a-time stages this approves the current chapter and the
 * next one starts. Returns the run of what generates next, if anything does. With `askIfUnfinished`,
 * an approval that would complete the project while scaffold text or undecided suggestions are left
 * is refused with what is left (`unfinished`), so the writer is asked first.
 */
export async function approveStage(
  { db, ownerId, projectId }: ProjectScope,
  stageKey: string,
  { askIfUnfinished = false }: { askIfUnfinished?: boolean } = {},
): Promise<{ state: string; runId: string | null; nextStageKey: string | null }> {
  return db.$transaction(async (tx) => {
    const p = await lockProject(tx, ownerId, projectId);
    const stage = await stageIn(tx, projectId, stageKey);
    const phase = phaseOf(p);
    if (phase?.stageKey !== stageKey || phase.phase !== 'review') {
      throw new ExpectedError('illegal_transition', { reason: 'cannot_approve', stageKey, from: p.state });
    }
    const definition = stageOf(p.template, stageKey);
    let progress: { index: number; count: number } | undefined;
    if (definition.approveEach) {
      const sections = await tx.section.findMany({
        where: { stageId: stage.id, deletedAt: null },
        orderBy: { position: 'asc' },
        select: { id: true, status: true, currentVersionId: true },
      });
      const current = sections.find((s) => s.status !== 'passed' && s.currentVersionId);
      if (current) await tx.section.update({ where: { id: current.id }, data: { status: 'passed' } });
      progress = {
        index: sections.filter((s) => s.status === 'passed').length + (current ? 1 : 0) - 1,
        count: sections.length,
      };
    }
    const next = await applyLifecycleEvent(tx, projectId, { type: 'approve', progress });
    const nextPhase = phaseOf({ ...p, state: next.name });
    if (nextPhase?.stageKey !== stageKey) {
      await tx.stage.update({ where: { id: stage.id }, data: { status: 'approved', approvedAt: new Date() } });
      await fillBibleFromPlan(tx, p, stage);
    }
    if (next.name === 'completed') {
      if (askIfUnfinished) {
        const left = await unfinishedWork(tx, projectId);
        // Thrown inside the transaction: nothing of the approval is kept.
        if (left.scaffoldStages.length + left.scaffoldSections.length + left.undecided > 0)
          throw new ExpectedError('unfinished', { ...left });
      }
      const assembly = templateOf(p.template)
        .stages.filter((s) => s.kind === 'assembly')
        .map((s) => s.key);
      await tx.stage.updateMany({
        where: { projectId, key: { in: assembly } },
        data: { status: 'approved', approvedAt: new Date() },
      });
      return { state: next.name, runId: null, nextStageKey: null };
    }
    // The stage the writer goes on to (null while more chapters of this one come first).
    const nextStageKey = nextPhase && nextPhase.stageKey !== stageKey ? nextPhase.stageKey : null;
    if (nextPhase?.phase !== 'generating') return { state: next.name, runId: null, nextStageKey };
    const nextStage = await stageIn(tx, projectId, nextPhase.stageKey);
    const nextDefinition = stageOf(p.template, nextPhase.stageKey);
    const sectionIds = nextDefinition.approveEach ? await nextChapter(tx, nextStage.id) : undefined;
    await tx.stage.update({ where: { id: nextStage.id }, data: { status: 'generating' } });
    const run = await createRun(tx, {
      projectId,
      stageId: nextStage.id,
      kind: 'stage.generate',
      params: { stageKey: nextPhase.stageKey, ...(sectionIds ? { sectionIds } : {}) },
      createdById: ownerId,
    });
    return { state: next.name, runId: run.id, nextStageKey };
  });
}
