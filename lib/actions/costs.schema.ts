import { z } from 'zod';
import { IdSchema } from '../errors';
import { BUDGET_UNITS } from '../workflow/cost/budget';

/** A monthly budget in dollars or tokens; a null amount removes it. */
export const SetBudgetSchema = z.object({
  projectId: IdSchema,
  amount: z.coerce.number().min(0).max(1e10).nullable(),
  unit: z.enum(BUDGET_UNITS).default('usd'),
});
