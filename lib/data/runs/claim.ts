import type { Db } from '../../db';

/**
 * Claims a run for this worker: a queued run, or a running one whose lease has expired (its worker
 * died). Guarded, so of two workers racing for one run exactly one wins.
 */
export async function claimRun(
  db: Db,
  { runId, workerId, leaseMs, now = new Date() }: { runId: string; workerId: string; leaseMs: number; now?: Date },
): Promise<boolean> {
  const claimed = await db.run.updateMany({
    where: { id: runId, OR: [{ status: 'queued' }, { status: 'running', leaseExpiresAt: { lt: now } }] },
    data: {
      status: 'running',
      leaseOwner: workerId,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      startedAt: now,
      attempts: { increment: 1 },
    },
  });
  return claimed.count === 1;
}

/** Runs whose worker stopped heartbeating, and queued runs nobody picked up: their jobs are sent again. */
export async function findOrphanedRuns(db: Db, now = new Date(), queuedGraceMs = 60_000): Promise<string[]> {
  const rows = await db.run.findMany({
    where: {
      OR: [
        { status: 'running', leaseExpiresAt: { lt: now } },
        { status: 'queued', updatedAt: { lt: new Date(now.getTime() - queuedGraceMs) } },
      ],
    },
    select: { id: true },
    take: 100,
  });
  return rows.map((r) => r.id);
}
