import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { openSection } from '@/lib/data/sections/section-outline';
import { ExpectedError } from '@/lib/errors';

type Params = { params: Promise<{ projectId: string; sectionId: string }> };

/** One section with its current text: the stage page opens another section with it. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId, sectionId } = await params;
  return guardedJson(async (caller) => {
    const section = await openSection(
      { db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId) },
      sectionId,
    );
    if (!section) throw new ExpectedError('not_found');
    return section;
  });
}
