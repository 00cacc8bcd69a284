import { z } from 'zod';
import { IdSchema } from '../errors';

export const RetryFailedRunSchema = z.object({ runId: IdSchema });
