import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { listBible } from '@/lib/data/bible/entries';
import { guardedJson } from '@/lib/authz/routes';

type Params = { params: Promise<{ projectId: string }> };

/** The project's story bible: the stage page's folded panel reads it when opened. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId } = await params;
  return guardedJson(async (caller) =>
    listBible({ db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId) }),
  );
}
