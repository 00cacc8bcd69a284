import { db } from '../../lib/db';
import { createProject } from '../../lib/data/projects/projects';
import { approveStage } from '../../lib/data/stages/approve-stage';
import { startStage } from '../../lib/data/stages/start-stage';
import { executeRun } from '../../lib/jobs/execute-run';
import { stageOf, templateOf } from '../../lib/workflow/templates';

/**
 * Runs `fn` with the paper's sections written as they were before they were written in order: all
 * at once up to PARALLEL_SECTIONS, none seeing another. Benchmarks use it as the baseline, and to
 * measure the worker's parallel machinery on a template whose sections no longer run in parallel.
 */
export async function withParallelPaperSections<T>(fn: () => Promise<T>): Promise<T> {
  const stage = stageOf('paper', 'sections');
  const rolling = stage.rolling;
  stage.rolling = false;
  try {
    return await fn();
  } finally {
    stage.rolling = rolling;
  }
}

/** A paper project of `sections` sections driven to where its sections stage is queued; returns that run. */
export async function queuedSectionsRun(ownerId: string, sections: number, maxSectionRewrites = 0): Promise<string> {
  const config = templateOf('paper').config.parse({
    topic: 'Functionalism in anthropology',
    discipline: 'Anthropology',
    targetWords: sections * 60,
    maxSectionRewrites,
  });
  const { id } = await createProject(db(), ownerId, {
    template: 'paper',
    title: 'bench',
    mode: 'staged',
    engine: 'model',
    config: config as Record<string, unknown>,
  });
  let { runId } = await startStage({ db: db(), ownerId, projectId: id }, { stageKey: 'intake' });
  for (const key of ['intake', 'plan']) {
    await executeRun(runId, 'bench');
    runId = (await approveStage({ db: db(), ownerId, projectId: id }, key)).runId!;
  }
  return runId;
}
