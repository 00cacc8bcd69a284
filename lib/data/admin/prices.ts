import 'server-only';
import { z } from 'zod';
import type { Db } from '../../db';
import { env } from '../../env';
import type { ModelPrice, PriceTable } from '../../workflow/cost/price';

/** USD per 1M tokens, per model name, from MODEL_PRICES: the defaults the admin's price table starts from. */
const PricesSchema = z.record(
  z.string().min(1),
  z.object({ input: z.number().min(0), cachedInput: z.number().min(0).optional(), output: z.number().min(0) }).strict(),
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

export interface PriceRow extends ModelPrice {
  model: string;
  /** "admin": set on the Prices page; "default": from MODEL_PRICES. */
  source: 'admin' | 'default';
}

export interface Prices {
  /** What every cost is computed with: the admin's prices over the environment's. */
  table: PriceTable;
  rows: PriceRow[];
  /** MODEL_PRICES is set but malformed (its defaults are ignored). */
  invalidDefaults: boolean;
}

/** The prices in force: each model's as the admin set it, else MODEL_PRICES's. */
export async function currentPrices(db: Pick<Db, 'modelPrice'>): Promise<Prices> {
  const defaults = parseModelPrices(env().MODEL_PRICES);
  const set = await db.modelPrice.findMany({
    orderBy: { model: 'asc' },
    select: { model: true, input: true, cachedInput: true, output: true },
  });
  const rows = new Map<string, PriceRow>();
  for (const [model, p] of Object.entries(defaults.prices))
    rows.set(model, { model, input: p.input, cachedInput: p.cachedInput ?? null, output: p.output, source: 'default' });
  for (const p of set) rows.set(p.model, { ...p, source: 'admin' });
  const sorted = [...rows.values()].sort((a, b) => a.model.localeCompare(b.model));
  return {
    table: Object.fromEntries(
      sorted.map(({ model, input, cachedInput, output }) => [model, { input, cachedInput, output }]),
    ),
    rows: sorted,
    invalidDefaults: defaults.invalid,
  };
}

/** One model's price as the admin sets it, USD per 1M tokens. */
export interface PriceInput {
  model: string;
  input: number;
  cachedInput: number | null;
  output: number;
}

/** The admin's price for one model, recorded in the audit log in the same transaction. */
export async function setModelPrice(db: Db, adminId: string, p: PriceInput): Promise<void> {
  await db.$transaction(async (tx) => {
    const data = { input: p.input, cachedInput: p.cachedInput, output: p.output };
    await tx.modelPrice.upsert({ where: { model: p.model }, create: { model: p.model, ...data }, update: data });
    await tx.auditLog.create({
      data: { actorId: adminId, action: 'price.set', targetType: 'model', targetId: p.model, details: data },
    });
  });
}

/** Removes the admin's price: the model goes back to its MODEL_PRICES default, or to no price. */
export async function clearModelPrice(db: Db, adminId: string, model: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const removed = await tx.modelPrice.deleteMany({ where: { model } });
    if (removed.count)
      await tx.auditLog.create({
        data: { actorId: adminId, action: 'price.clear', targetType: 'model', targetId: model },
      });
  });
}
