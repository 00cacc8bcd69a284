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

/** USD for the tokens, or null when the model has no price (the offline engine costs nothing). */
export function costOf(
  prices: ModelPrices,
  { model, engine, input, output }: { model: string; engine: string; input: number; output: number },
): number | null {
  if (engine === 'offline') return 0;
  const price = prices[model];
  if (!price) return null;
  return (input / 1e6) * price.input + (output / 1e6) * price.output;
}
