import { db } from '@/lib/db';
import { ownedProjectId } from '@/lib/authz/caller';
import { guardedJson } from '@/lib/authz/routes';
import { ExpectedError } from '@/lib/errors';
import { estimateForButton } from '@/lib/data/costs/estimate-view';
import { PreviewSchema } from '@/lib/data/costs/preview';

type Params = { params: Promise<{ projectId: string }> };

/** What a model action would cost, before its button is pressed: `?for=` names the action as JSON. */
export async function GET(request: Request, { params }: Params) {
  const { projectId } = await params;
  return guardedJson(async (caller) => {
    const scope = { db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId) };
    let action: unknown;
    try {
      action = JSON.parse(new URL(request.url).searchParams.get('for') ?? '');
    } catch {
      throw new ExpectedError('invalid_input');
    }
    const parsed = PreviewSchema.safeParse(action);
    if (!parsed.success) throw new ExpectedError('invalid_input');
    return estimateForButton(scope, parsed.data);
  });
}
