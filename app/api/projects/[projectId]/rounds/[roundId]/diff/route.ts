import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { roundDiff } from '@/lib/data/refinement/history';
import { guardedJson } from '@/lib/authz/routes';

type Params = { params: Promise<{ projectId: string; roundId: string }> };

/** The texts a round changed, before and after, for the history view's diff. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, roundId } = await params;
  return guardedJson(async (caller) =>
    roundDiff({ db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId) }, roundId),
  );
}
