'use server';

import { revalidatePath } from 'next/cache';
import { db } from '../db';
import { adminRetryRun } from '../data/admin-retry';
import { runAdminAction } from '../data/admin-guard';
import { enqueueRun } from '../jobs/client';
import { RetryFailedRunSchema } from './admin.schema';

/** Re-enqueues any project's failed run; the retry is written to the audit log. Not found for non-admins. */
export async function retryFailedRun(input: unknown) {
  return runAdminAction('retryFailedRun', RetryFailedRunSchema, input, async (admin, data) => {
    const result = await adminRetryRun(db(), admin.id, data.runId);
    // The run row is committed as queued: should this send fail, the sweeper re-sends it.
    await enqueueRun(result.runId).catch((error) => console.error('[admin] enqueue failed; the sweeper will retry', error));
    revalidatePath('/admin/runs');
    revalidatePath('/admin/audit');
    return { runId: result.runId };
  });
}
