import 'server-only';
import { revalidatePath } from 'next/cache';
import { enqueueRun } from '../data/runs/enqueue';

/** The project's pages render again with what the action changed. */
export const refreshProject = (projectId: string) => revalidatePath(`/projects/${projectId}`, 'layout');

/** Sends the job of a run the action created (after its row committed; the sweeper re-sends it should this fail). */
export async function queued<T extends { runId: string | null }>(projectId: string, result: T): Promise<T> {
  if (result.runId)
    await enqueueRun(result.runId).catch((error) =>
      console.error('[actions] enqueue failed; the sweeper will retry', error),
    );
  refreshProject(projectId);
  return result;
}
