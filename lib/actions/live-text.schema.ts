import { z } from 'zod';
import { IdSchema } from '../errors';

export const StopSectionSchema = z.object({ projectId: IdSchema, runId: IdSchema, sectionId: IdSchema });
