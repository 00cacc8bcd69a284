import 'server-only';
import type { Db, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { movesLifecycle } from '../runs/failure';
import { createRun, requeueRun, findActiveRun } from '../runs/lifecycle';
import { stageOf, templateOf } from '../../workflow/templates';
import { applyLifecycleEvent, phaseOf } from './lifecycle';
import { fillBibleFromPlan } from '../bible/fill-from-plan';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

async function lockProject(tx: Tx, ownerId: string, projectId: string) {
  const p = await tx.project.findFirst({
    where: { id: projectId, ownerId },
    select: { id: true, template: true, mode: true, state: true, failedStage: true, failedReason: true, engine: true },
  });
  if (!p) throw new ExpectedError('not_found');
  return p;
}

async function stageIn(tx: Tx, projectId: string, stageKey: string) {
  const stage = await tx.stage.findUnique({
    where: { projectId_key: { projectId, key: stageKey } },
    select: { id: true, key: true, currentVersionId: true },
  });
  if (!stage) throw new ExpectedError('not_found');
  return stage;
}

async function assertNoActiveRun(tx: Tx, projectId: string) {
  const active = await findActiveRun(tx, projectId, { kind: { not: 'variants' } });
  if (active) throw new ExpectedError('conflict', { runId: active.id });
}

/** The next section of a one-at-a-time stage that still needs writing, if any. */
async function nextChapter(tx: Tx, stageId: string): Promise<string[] | undefined> {
  const next = await tx.section.findFirst({
    where: { stageId, deletedAt: null, status: { not: 'passed' } },
    orderBy: { position: 'asc' },
    select: { id: true },
  });
  return next ? [next.id] : undefined;
}

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
    await assertNoActiveRun(tx, projectId);
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

/**
 * Approves the stage in review. For one-at-a-time stages this approves the current chapter and the
 * next one starts. Returns the run of what generates next, if anything does.
 */
export async function approveStage(
  { db, ownerId, projectId }: ProjectScope,
  stageKey: string,
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

/** Resumes a failed or cancelled run where it stopped: the lifecycle returns to the failed state. */
export async function retryRun({ db, ownerId, projectId }: ProjectScope, runId: string): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const p = await lockProject(tx, ownerId, projectId);
    const run = await tx.run.findFirst({
      where: { id: runId, projectId, status: { in: ['failed', 'cancelled'] } },
      select: { id: true, stageId: true, kind: true, params: true },
    });
    if (!run) throw new ExpectedError('not_found');
    await assertNoActiveRun(tx, projectId);
    // Undo exactly what the failure marked (markRunTargetFailed): a loop or targeted run failed neither.
    if (p.state === 'failed' && movesLifecycle(run)) await applyLifecycleEvent(tx, projectId, { type: 'retry' });
    if (run.stageId)
      await tx.stage.updateMany({ where: { id: run.stageId, status: 'failed' }, data: { status: 'generating' } });
    if (!(await requeueRun(tx, run.id))) throw new ExpectedError('conflict');
    return { runId: run.id };
  });
}
