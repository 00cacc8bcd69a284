import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { continuityView } from '@/lib/data/continuity/continuity-view';

type Params = { params: Promise<{ projectId: string }> };

/** The project's continuity ledger for a stage (?stage=key) or its book: the Continuity panel reads it when opened. */
export async function GET(request: Request, { params }: Params) {
  const { projectId } = await params;
  const stage = new URL(request.url).searchParams.get('stage') ?? undefined;
  return guardedJson(async (caller) =>
    continuityView({ db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId) }, stage),
  );
}
