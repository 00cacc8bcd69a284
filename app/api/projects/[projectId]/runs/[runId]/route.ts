import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { findRunPoll } from '@/lib/data/runs/run-read';
import { ExpectedError } from '@/lib/errors';

type Params = { params: Promise<{ projectId: string; runId: string }> };

/** A run's progress and the prose it is writing, polled by the stage page while it runs. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, runId } = await params;
  return guardedJson(async (caller) => {
    const id = await ownedProjectId(caller, projectId);
    const run = await findRunPoll(db(), id, runId);
    if (!run) throw new ExpectedError('not_found');
    return run;
  });
}
