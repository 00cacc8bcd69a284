import { describe, expect, it } from 'vitest';
import { budgetStanding, checkBudget, monthStart } from '../../../lib/workflow/cost/budget';
import { costOf } from '../../../lib/workflow/cost/price';

describe('a project budget against a new run', () => {
  const dollars = { amount: 5, unit: 'usd' as const };

  it('lets a run through that fits what is left of the month, and refuses one that does not, with the figures', () => {
    expect(checkBudget(dollars, { usd: 3, tokens: 900_000 }, { usd: 1.99, tokens: 10_000 })).toEqual({ ok: true });
    expect(checkBudget(dollars, { usd: 3, tokens: 900_000 }, { usd: 2.5, tokens: 10_000 })).toEqual({
      ok: false,
      reason: 'over',
      need: 2.5,
      left: 2,
    });
  });

  it('counts tokens for a budget in tokens, whatever the prices', () => {
    const tokens = { amount: 100_000, unit: 'tokens' as const };
    expect(checkBudget(tokens, { usd: null, tokens: 95_000 }, { usd: null, tokens: 4_000 })).toEqual({ ok: true });
    expect(checkBudget(tokens, { usd: null, tokens: 95_000 }, { usd: null, tokens: 6_000 })).toMatchObject({
      ok: false,
      need: 6_000,
      left: 5_000,
    });
  });

  it('cannot hold a dollar budget when a price is missing, for the run or for the month', () => {
    expect(checkBudget(dollars, { usd: 1, tokens: 10 }, { usd: null, tokens: 10 })).toEqual({
      ok: false,
      reason: 'unpriced',
    });
    expect(checkBudget(dollars, { usd: null, tokens: 10 }, { usd: 0.1, tokens: 10 })).toEqual({
      ok: false,
      reason: 'unpriced',
    });
  });

  it('always lets through what spends nothing (the offline engine), and anything with no budget', () => {
    expect(checkBudget(dollars, { usd: 9, tokens: 1 }, { usd: 0, tokens: 0 })).toEqual({ ok: true });
    expect(checkBudget(null, { usd: 9, tokens: 1 }, { usd: 100, tokens: 1e9 })).toEqual({ ok: true });
  });

  it('shows used and left, never less than nothing left', () => {
    expect(budgetStanding(dollars, { usd: 7, tokens: 0 })).toEqual({ unit: 'usd', limit: 5, used: 7, left: 0 });
    expect(budgetStanding(dollars, { usd: null, tokens: 0 })).toMatchObject({ used: null, left: null });
  });

  it('counts from the first instant of the calendar month in UTC', () => {
    expect(monthStart(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('what tokens cost', () => {
  it('charges cached input at its own price, else as input', () => {
    const use = { input: 1_000_000, cachedInput: 400_000, output: 100_000 };
    expect(costOf({ input: 2.5, cachedInput: 1.25, output: 10 }, use)).toBeCloseTo(1.5 + 0.5 + 1);
    expect(costOf({ input: 2.5, output: 10 }, use)).toBeCloseTo(2.5 + 1);
  });
});
