import { z } from 'zod';
import { IdSchema } from '../errors';

export const WaiveFindingSchema = z.object({
  projectId: IdSchema,
  stageKey: z.string().max(40).optional(),
  fingerprint: z.string().min(1).max(2000),
  reason: z.string().trim().min(1).max(500),
});

export const UnwaiveFindingSchema = z.object({ projectId: IdSchema, fingerprint: z.string().min(1).max(2000) });
