import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { listVersions } from '@/lib/data/versions/list-versions';
import { versionListQuery } from '@/lib/data/refinement/history-query';

type Params = { params: Promise<{ projectId: string }> };

/** The newest versions of a section (`sectionId`) or a stage artifact (`stageKey`): the history, when opened. */
export async function GET(request: Request, { params }: Params) {
  const { projectId } = await params;
  return guardedJson(async (caller) => {
    const id = await ownedProjectId(caller, projectId);
    const query = versionListQuery(new URL(request.url).searchParams);
    return listVersions({ db: db(), ownerId: caller.id, projectId: id }, { unit: query.unit, limit: query.limit });
  });
}
