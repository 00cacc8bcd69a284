// What tokens cost: prices per 1M tokens per model, as the admin sets them (lib/data/costs/prices.ts).

/** USD per 1M tokens. Cached input is input the provider served from its prompt cache; null: charged as input. */
export interface ModelPrice {
  input: number;
  cachedInput?: number | null;
  output: number;
}

export type PriceTable = Record<string, ModelPrice>;

export interface TokenUse {
  input: number;
  /** The part of `input` served from the cache. */
  cachedInput: number;
  output: number;
}

/** USD for `use` at `price`. */
export function costOf(price: ModelPrice, use: TokenUse): number {
  const cached = Math.min(Math.max(0, use.cachedInput), use.input);
  return (
    ((use.input - cached) * price.input + cached * (price.cachedInput ?? price.input) + use.output * price.output) / 1e6
  );
}
