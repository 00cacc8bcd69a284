import 'server-only';
import { z } from 'zod';
import { env } from '../../env';

/** USD per 1M tokens, per model name, from MODEL_PRICES. */
const PricesSchema = z.record(
  z.string().min(1),
  z.object({ input: z.number().min(0), output: z.number().min(0) }).strict(),
);
export type ModelPrices = z.output<typeof PricesSchema>;

/** The configured prices; a malformed value is reported (no prices) rather than guessed at. */
export function parseModelPrices(raw: string | undefined): { prices: ModelPrices; invalid: boolean } {
  if (!raw) return { prices: {}, invalid: false };
  try {
    const parsed = PricesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { prices: parsed.data, invalid: false } : { prices: {}, invalid: true };
  } catch {
    return { prices: {}, invalid: true };
  }
}

export function configuredPrices(): { prices: ModelPrices; invalid: boolean } {
  return parseModelPrices(env().MODEL_PRICES);
}
