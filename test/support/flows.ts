import { expect } from 'vitest';
import { approveStage } from '../../lib/data/stages/approve-stage';
import { startStage } from '../../lib/data/stages/start-stage';
import { db } from './db';
import { runToEnd } from './runs';

/**
 * Drives a staged project in this process: starts the first stage, then runs and approves each
 * stage in turn. Stops when the run of `stopAt` is queued (and returns it, not run), or at completed.
 */
export async function driveStaged(
  ownerId: string,
  projectId: string,
  stopAt?: string,
): Promise<{ runId: string | null }> {
  const first = await db().stage.findFirstOrThrow({ where: { projectId }, orderBy: { position: 'asc' } });
  let runId: string | null = (await startStage({ db: db(), ownerId, projectId }, { stageKey: first.key })).runId;
  for (let guard = 0; guard < 50; guard++) {
    const queued = await db().run.findUniqueOrThrow({
      where: { id: runId },
      select: { stage: { select: { key: true } } },
    });
    if (stopAt && queued.stage?.key === stopAt) return { runId };
    const run = await runToEnd(runId);
    expect(run.status, `${queued.stage?.key}: ${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
    const reviewing = await db().stage.findFirstOrThrow({ where: { projectId, status: 'review' } });
    const approved = await approveStage({ db: db(), ownerId, projectId }, reviewing.key);
    if (approved.state === 'completed') return { runId: null };
    runId = approved.runId;
    if (!runId) throw new Error(`approving ${reviewing.key} queued nothing (state ${approved.state})`);
  }
  throw new Error('the project did not complete');
}

/** Changes a project's config after creation (e.g. no section rewrites, so each section takes two calls). */
export async function patchConfig(projectId: string, patch: Record<string, string | number | boolean>): Promise<void> {
  const { config } = await db().project.findUniqueOrThrow({ where: { id: projectId }, select: { config: true } });
  await db().project.update({
    where: { id: projectId },
    data: { config: { ...(config as Record<string, string | number | boolean>), ...patch } },
  });
}

/** Every model-written version per section of a stage: section id → count. */
export async function modelVersionsPerSection(stageId: string): Promise<Map<string, number>> {
  const rows = await db().version.groupBy({
    by: ['sectionId'],
    where: { stageId, sectionId: { not: null }, source: 'model' },
    _count: true,
  });
  return new Map(rows.map((r) => [r.sectionId!, r._count]));
}

/** Statuses of a stage's live sections, for "nothing left writing or failed" checks. */
export async function sectionStatuses(stageId: string): Promise<string[]> {
  return (
    await db().section.findMany({
      where: { stageId, deletedAt: null },
      orderBy: { position: 'asc' },
      select: { status: true },
    })
  ).map((s) => s.status);
}

/** The run's step keys, each with how often it was recorded (the unique index makes that 1). */
export async function stepKeys(runId: string): Promise<string[]> {
  return (await db().runStep.findMany({ where: { runId }, orderBy: { createdAt: 'asc' }, select: { key: true } })).map(
    (s) => s.key,
  );
}
