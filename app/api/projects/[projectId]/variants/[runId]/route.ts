import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { variantSet } from '@/lib/data/refinement/variants';

type Params = { params: Promise<{ projectId: string; runId: string }> };

/**
 * The alternatives a finished variants run produced, or the proposal a targeted regeneration wrote for
 * `?section=`, for the side-by-side view.
 */
export async function GET(request: Request, { params }: Params) {
  const { projectId, runId } = await params;
  const sectionId = new URL(request.url).searchParams.get('section') ?? undefined;
  return guardedJson(async (caller) =>
    variantSet({ db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId) }, runId, sectionId),
  );
}
