import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz';
import { listBible } from '@/lib/data/bible';
import { guardedJson } from '@/lib/data/route-guard';

type Params = { params: Promise<{ projectId: string }> };

/** The project's story bible: the stage page's folded panel reads it when opened. */
export async function GET(_request: Request, { params }: Params) {
  const { projectId } = await params;
  return guardedJson(async (caller) => listBible(db(), caller.id, await ownedProjectId(caller, projectId)));
}
