import { stageOf } from '../../lib/workflow/templates';

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
