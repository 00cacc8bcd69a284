import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz';
import { stageLoops } from '@/lib/data/history';
import { guardedJson } from '@/lib/data/route-guard';

type Params = { params: Promise<{ projectId: string; stageKey: string }> };

/** The stage's loops, rounds and suggestions (refreshed by the page while a round runs). */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, stageKey } = await params;
  return guardedJson(async (caller) => stageLoops(db(), caller.id, await ownedProjectId(caller, projectId), stageKey));
}
