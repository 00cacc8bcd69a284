import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { findVersionContent } from '@/lib/data/versions/read-version';
import { ExpectedError } from '@/lib/errors';

type Params = { params: Promise<{ projectId: string; versionId: string }> };

/** One immutable version's content, for the side-by-side and diff views. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, versionId } = await params;
  return guardedJson(async (caller) => {
    const id = await ownedProjectId(caller, projectId);
    const version = await findVersionContent(db(), id, versionId);
    if (!version) throw new ExpectedError('not_found');
    return version;
  });
}
