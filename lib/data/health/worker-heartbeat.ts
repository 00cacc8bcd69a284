import 'server-only';
import type { Db } from '../../db';

// Each job worker says it is alive every few seconds; readiness (readiness.ts) wants a recent one.

/** Records the worker's beat, and forgets workers silent for a day (a crashed worker leaves its row). */
export async function recordWorkerBeat(db: Db, workerId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "WorkerHeartbeat" ("workerId", "beatAt") VALUES (${workerId}, now())
    ON CONFLICT ("workerId") DO UPDATE SET "beatAt" = now()`;
  await db.$executeRaw`DELETE FROM "WorkerHeartbeat" WHERE "beatAt" < now() - interval '1 day'`;
}

/** A worker stopping cleanly leaves no beat behind. */
export async function forgetWorker(db: Db, workerId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "WorkerHeartbeat" WHERE "workerId" = ${workerId}`;
}
