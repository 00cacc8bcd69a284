import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz';
import { guardedJson } from '@/lib/data/route-guard';
import { RUN_VIEW_SELECT, toRunView } from '@/lib/data/run-view';
import { ExpectedError, isId } from '@/lib/errors';

type Params = { params: Promise<{ projectId: string; runId: string }> };

/** A run's progress, polled by the stage page while it runs. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, runId } = await params;
  return guardedJson(async (caller) => {
    const id = await ownedProjectId(caller, projectId);
    const run = isId(runId) ? await db().run.findFirst({ where: { id: runId, projectId: id }, select: RUN_VIEW_SELECT }) : null;
    if (!run) throw new ExpectedError('not_found', 'not_found');
    return toRunView(run);
  });
}
