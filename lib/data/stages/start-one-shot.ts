import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun } from '../runs/lifecycle';
import { applyLifecycleEvent } from './lifecycle';

/** One-shot mode: every stage in one job (draft → generating → completed), with the same progress view. */
export async function startOneShot({ db, ownerId, projectId }: ProjectScope): Promise<{ runId: string }> {
  return db.$transaction(async (tx) => {
    const p = await tx.project.findFirst({ where: { id: projectId, ownerId }, select: { mode: true } });
    if (!p) throw new ExpectedError('not_found');
    if (p.mode !== 'oneshot') throw new ExpectedError('illegal_transition', { reason: 'not_one_shot' });
    await applyLifecycleEvent(tx, projectId, { type: 'advance' });
    const run = await createRun(tx, { projectId, kind: 'project.oneshot', params: {}, createdById: ownerId });
    return { runId: run.id };
  });
}
