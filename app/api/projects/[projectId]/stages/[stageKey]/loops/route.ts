import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { stageLoops } from '@/lib/data/refinement/history';
import { loopLimit } from '@/lib/data/refinement/history-query';
import { guardedJson } from '@/lib/authz/routes';

type Params = { params: Promise<{ projectId: string; stageKey: string }> };

/** The stage's loops, rounds and suggestions, newest first (`limit`: only that many; the history pages with it). */
export async function GET(request: Request, { params }: Params) {
  const { projectId, stageKey } = await params;
  return guardedJson(async (caller) => {
    const limit = loopLimit(new URL(request.url).searchParams);
    const id = await ownedProjectId(caller, projectId);
    return stageLoops(
      { db: db(), ownerId: caller.id, projectId: id },
      { stageKey, page: limit ? { skip: 0, take: limit } : undefined },
    );
  });
}
