import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz';
import { guardedJson } from '@/lib/data/route-guard';
import { ExpectedError, isId } from '@/lib/errors';

type Params = { params: Promise<{ projectId: string; versionId: string }> };

/** One immutable version's content, for the side-by-side and diff views. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, versionId } = await params;
  return guardedJson(async (caller) => {
    const id = await ownedProjectId(caller, projectId);
    const version = isId(versionId)
      ? await db().version.findFirst({ where: { id: versionId, projectId: id }, select: { id: true, number: true, source: true, text: true, data: true } })
      : null;
    if (!version) throw new ExpectedError('not_found', 'not_found');
    return version;
  });
}
