import { z } from 'zod';
import { IdSchema } from '../errors';

export const RetryFailedRunSchema = z.object({ runId: IdSchema });

export const ResetPasswordSchema = z.object({ userId: IdSchema });
export const SignUpModeSchema = z.object({ mode: z.enum(['open', 'invite', 'closed']) });
export const CreateAccountSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(80),
});
export const SetDisabledSchema = z.object({ userId: IdSchema, disabled: z.boolean() });
export const SetRoleSchema = z.object({ userId: IdSchema, role: z.enum(['writer', 'admin']) });
export const DeleteAccountSchema = z.object({ userId: IdSchema });

/** USD per 1M tokens: the dearest models cost tens of dollars; ten thousand is a typo. */
const price = z.coerce.number().min(0).max(10_000);
const ModelName = z.string().trim().min(1).max(200);
export const SetPriceSchema = z.object({
  model: ModelName,
  input: price,
  cachedInput: z.preprocess((v) => (v === '' ? null : v), price.nullable()),
  output: price,
});
export const ClearPriceSchema = z.object({ model: ModelName });
