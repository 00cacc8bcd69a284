// Where a run is in its life, in groups every layer names from here (the database enum carries the
// same values).

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** Queued or running: one model-calling run per project (or stage) at a time. */
export const ACTIVE_RUN_STATUSES = ['queued', 'running'] as const satisfies readonly RunStatus[];

/** Ended without finishing its work: the writer may retry it, resuming after its last saved step. */
export const RETRYABLE_RUN_STATUSES = ['failed', 'cancelled'] as const satisfies readonly RunStatus[];

/** Ended, one way or another: nothing more will change until someone starts it again. */
export const FINISHED_RUN_STATUSES = ['succeeded', ...RETRYABLE_RUN_STATUSES] as const satisfies readonly RunStatus[];

export const isRetryable = (status: string): boolean => (RETRYABLE_RUN_STATUSES as readonly string[]).includes(status);
