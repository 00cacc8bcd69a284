import { db } from '../db';

/**
 * Claims a queued run with a guarded update and executes it. Run kinds are registered by the
 * features that enqueue them; a kind nobody handles fails visibly instead of hanging.
 */
export async function executeRun(runId: string, workerId: string, _signal: AbortSignal): Promise<void> {
  const claimed = await db().run.updateMany({
    where: { id: runId, status: 'queued' },
    data: { status: 'running', leaseOwner: workerId, startedAt: new Date(), attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return;
  const run = await db().run.findUniqueOrThrow({ where: { id: runId }, select: { kind: true } });
  await db().run.updateMany({
    where: { id: runId, status: 'running', leaseOwner: workerId },
    data: { status: 'failed', errorCode: 'unknown_kind', errorMessage: `No handler for run kind "${run.kind}"`, finishedAt: new Date() },
  });
}
