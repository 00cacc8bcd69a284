import { z } from 'zod';
import { IdSchema } from '../errors';
import { MODEL_ROLES } from '../engine/types';

/** A model name as the server lists it; blank means the deployment's model for that role. */
const ModelName = z.string().trim().max(200);

export const SaveModelSettingsSchema = z.object({
  projectId: IdSchema,
  engine: z.enum(['default', 'model', 'offline']),
  models: z.partialRecord(z.enum(MODEL_ROLES), ModelName).default({}),
});

export const TestModelConnectionSchema = z.object({
  projectId: IdSchema,
  role: z.enum(MODEL_ROLES),
  /** The name on screen, saved or not ("": the deployment's model for the role); omitted: the project's saved one. */
  model: ModelName.optional(),
});
