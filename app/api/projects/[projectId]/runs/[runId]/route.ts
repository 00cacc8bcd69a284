import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz';
import { guardedJson } from '@/lib/data/route-guard';
import { findRunView } from '@/lib/data/run-read';
import { ExpectedError } from '@/lib/errors';

type Params = { params: Promise<{ projectId: string; runId: string }> };

/** A run's progress, polled by the stage page while it runs. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, runId } = await params;
  return guardedJson(async (caller) => {
    const id = await ownedProjectId(caller, projectId);
    const run = await findRunView(db(), id, runId);
    if (!run) throw new ExpectedError('not_found', 'not_found');
    return run;
  });
}
