import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { currentPrices } from '../../../lib/data/admin/prices';
import { estimateAccuracy } from '../../../lib/data/admin/estimate-accuracy';
import { resetEnvCache } from '../../../lib/env';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';

// The admin's price table over MODEL_PRICES, and the usage page's estimate error per kind of run.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { clearPrice, setPrice } = await import('../../../lib/actions/admin');

useTestDatabase();
let admin: Caller;
beforeAll(async () => {
  process.env.MODEL_PRICES = JSON.stringify({ 'gpt-4o': { input: 2.5, output: 10 } });
  resetEnvCache();
  const row = await db().user.create({
    data: { email: 'admin@example.com', name: 'admin', passwordHash: 'x', role: 'admin' },
  });
  admin = { id: row.id, email: row.email, name: 'admin', role: 'admin', locale: 'en' };
  return () => {
    delete process.env.MODEL_PRICES;
    resetEnvCache();
  };
});

describe('the price table', () => {
  it('starts from MODEL_PRICES, and the admin’s price wins until it is removed, each change audited', async () => {
    expect((await currentPrices(db())).rows).toEqual([
      { model: 'gpt-4o', input: 2.5, cachedInput: null, output: 10, source: 'default' },
    ]);
    current = admin;
    expect(await setPrice({ model: 'gpt-4o', input: '2', cachedInput: '1', output: '8' })).toMatchObject({ ok: true });
    expect(await setPrice({ model: 'local-llama', input: 0, cachedInput: '', output: 0 })).toMatchObject({ ok: true });
    const set = await currentPrices(db());
    expect(set.table['gpt-4o']).toEqual({ input: 2, cachedInput: 1, output: 8 });
    expect(set.rows.map((r) => [r.model, r.source])).toEqual([
      ['gpt-4o', 'admin'],
      ['local-llama', 'admin'],
    ]);
    await clearPrice({ model: 'gpt-4o' });
    expect((await currentPrices(db())).table['gpt-4o']).toEqual({ input: 2.5, cachedInput: null, output: 10 });
    const audit = await db().auditLog.findMany({
      orderBy: { createdAt: 'asc' },
      select: { action: true, targetId: true },
    });
    expect(audit).toEqual([
      { action: 'price.set', targetId: 'gpt-4o' },
      { action: 'price.set', targetId: 'local-llama' },
      { action: 'price.clear', targetId: 'gpt-4o' },
    ]);
  });

  it('refuses a negative or absurd price field by field, and a writer is told nothing exists', async () => {
    current = admin;
    const bad = await setPrice({ model: 'x', input: -1, cachedInput: null, output: 1e6 });
    expect(bad).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(Object.keys(bad.ok ? {} : (bad.fieldErrors ?? {})).sort()).toEqual(['input', 'output']);
    current = { ...admin, id: (await makeUser('writer@example.com')).id, role: 'writer' };
    expect(await setPrice({ model: 'x', input: 1, cachedInput: null, output: 1 })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });
});

describe('the estimate error per kind of run', () => {
  it('compares what finished runs were estimated to take with what they took, per kind and language', async () => {
    const { id: projectId } = await makeProject(admin.id, 'story', 'staged', 'model');
    const settled = async (work: string, est: number, actual: number, usd: [number, number] | null) => {
      const run = await db().run.create({ data: { projectId, kind: 'variants', params: {}, status: 'succeeded' } });
      await db().runCost.create({
        data: {
          runId: run.id,
          work,
          rawInputTokens: est,
          rawOutputTokens: 0,
          estInputTokens: est,
          estOutputTokens: 0,
          estCostUsd: usd?.[0] ?? null,
          actualInputTokens: actual,
          actualOutputTokens: 0,
          actualCostUsd: usd?.[1] ?? null,
          settledAt: new Date(),
        },
      });
    };
    await settled('variants', 1100, 1000, [0.012, 0.01]);
    await settled('variants', 900, 1000, [0.012, 0.01]);
    await settled('passage', 300, 400, null);
    const rows = await estimateAccuracy(db(), new Date(Date.now() - 3600_000), new Date(Date.now() + 3600_000));
    expect(rows).toEqual([
      {
        work: 'variants',
        language: 'en',
        runs: 2,
        estTokens: 2000,
        actualTokens: 2000,
        tokenError: 0,
        costError: expect.closeTo(0.2, 9),
      },
      {
        work: 'passage',
        language: 'en',
        runs: 1,
        estTokens: 300,
        actualTokens: 400,
        tokenError: -0.25,
        costError: null,
      },
    ]);
  });
});
