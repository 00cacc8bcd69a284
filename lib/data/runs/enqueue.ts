import 'server-only';
import type { PgBoss } from 'pg-boss';
import { env } from '../../env';
import { RUN_QUEUE, startBoss, type RunJob } from './queue';

// Web processes only send jobs: maintenance and scheduling run in the workers.
let boss: Promise<PgBoss> | undefined;

function sender(): Promise<PgBoss> {
  boss ??= startBoss(env().DATABASE_URL!, { sendOnly: true }).catch((error) => {
    boss = undefined;
    throw error;
  });
  return boss;
}

export async function enqueueRun(runId: string): Promise<void> {
  await (await sender()).send(RUN_QUEUE, { runId } satisfies RunJob, { singletonKey: runId });
}

export async function stopSender(): Promise<void> {
  if (boss) await (await boss).stop({ graceful: false });
  boss = undefined;
}
