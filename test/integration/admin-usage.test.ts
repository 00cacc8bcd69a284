import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { parseModelPrices } from '../../lib/data/admin/prices';
import { usageSummary } from '../../lib/data/admin/usage';
import { usageRange } from '../../lib/data/admin/usage-range';

useTestDatabase();

const PRICES = parseModelPrices(
  JSON.stringify({ 'gpt-a': { input: 2, output: 8 }, 'gpt-b': { input: 0.5, output: 1 } }),
).prices;
const at = (day: string) => new Date(`${day}T10:00:00Z`);

let ids: { mei: string; tom: string; story: string; paper: string };

beforeAll(async () => {
  const mei = await makeUser('mei@example.com');
  const tom = await makeUser('tom@example.com');
  const story = await makeProject(mei.id, 'story');
  const paper = await makeProject(tom.id, 'paper');
  ids = { mei: mei.id, tom: tom.id, story: story.id, paper: paper.id };
  const call = (
    projectId: string | null,
    model: string,
    engine: 'model' | 'offline',
    input: number,
    output: number,
    day: string,
  ) => ({
    projectId,
    model,
    engine,
    role: 'writer',
    provider: 'test',
    inputTokens: input,
    cachedInputTokens: Math.floor(input / 4), // a quarter of every prompt from the provider's cache
    outputTokens: output,
    outcome: 'ok',
    createdAt: at(day),
  });
  await db().modelCall.createMany({
    data: [
      call(story.id, 'gpt-a', 'model', 1_000_000, 500_000, '2026-02-01'), // $2 + $4 = $6
      call(story.id, 'gpt-b', 'model', 2_000_000, 1_000_000, '2026-02-02'), // $1 + $1 = $2
      call(paper.id, 'gpt-a', 'model', 500_000, 0, '2026-02-02'), // $1
      call(paper.id, 'offline', 'offline', 9_999, 9_999, '2026-02-02'), // free
      call(paper.id, 'mystery', 'model', 100, 100, '2026-02-03'), // no price
      call(null, 'gpt-b', 'model', 1_000_000, 0, '2026-02-03'), // $0.5, no project
      call(story.id, 'gpt-a', 'model', 1_000_000, 1_000_000, '2026-03-15'), // outside the range
    ],
  });
});

describe('usage and cost', () => {
  it('adds up tokens and cost by model, user, project and day, with prices per 1M tokens', async () => {
    const u = await usageSummary(db(), at('2026-02-01'), new Date('2026-02-04T00:00:00Z'), PRICES);
    const line = (lines: typeof u.byModel, key: string) => lines.find((l) => l.key === key);
    expect(line(u.byModel, 'gpt-a')).toMatchObject({
      calls: 2,
      inputTokens: 1_500_000,
      cachedInputTokens: 375_000,
      outputTokens: 500_000,
      cost: 7,
    });
    expect(line(u.byModel, 'gpt-b')).toMatchObject({ calls: 2, cost: 2.5 });
    expect(line(u.byModel, 'offline')).toMatchObject({ cost: 0 });
    expect(line(u.byModel, 'mystery')).toMatchObject({ cost: null, pricedCost: 0 });
    expect(u.unpricedModels).toEqual(['mystery']);
    expect(line(u.byUser, ids.mei)).toMatchObject({ cost: 8, label: 'mei <mei@example.com>' });
    expect(line(u.byUser, ids.tom)).toMatchObject({ cost: null, pricedCost: 1 });
    expect(line(u.byProject, ids.story)).toMatchObject({ cost: 8, label: 'story project' });
    expect(line(u.byProject, '')).toMatchObject({ cost: 0.5 });
    expect(u.byDay.map((d) => [d.key, d.calls])).toEqual([
      ['2026-02-01', 1],
      ['2026-02-02', 3],
      ['2026-02-03', 2],
    ]);
    expect(u.byDay[0].cost).toBe(6);
    expect(u.total).toMatchObject({ calls: 6, cost: null, pricedCost: 9.5 });
    // The most expensive first.
    expect(u.byUser[0].key).toBe(ids.mei);
  });

  it('fills the days without calls with zeros', async () => {
    const u = await usageSummary(db(), at('2026-01-30'), new Date('2026-02-02T00:00:00Z'), PRICES);
    expect(u.byDay.map((d) => [d.key, d.calls])).toEqual([
      ['2026-01-30', 0],
      ['2026-01-31', 0],
      ['2026-02-01', 1],
    ]);
  });
});

describe('configuration and range', () => {
  it('reads MODEL_PRICES strictly', () => {
    expect(parseModelPrices(undefined)).toEqual({ prices: {}, invalid: false });
    expect(parseModelPrices('{"m":{"input":1,"output":2}}')).toEqual({
      prices: { m: { input: 1, output: 2 } },
      invalid: false,
    });
    for (const bad of [
      'not json',
      '[]',
      '{"m":{"input":-1,"output":2}}',
      '{"m":{"input":"1","output":2}}',
      '{"m":{"input":1}}',
    ]) {
      expect(parseModelPrices(bad), bad).toEqual({ prices: {}, invalid: true });
    }
  });

  it('defaults to the last 30 days and keeps ranges sane', () => {
    const now = new Date('2026-05-20T15:00:00Z');
    expect(usageRange({}, now)).toMatchObject({ fromDay: '2026-04-21', toDay: '2026-05-20' });
    expect(usageRange({}, now).to.toISOString()).toBe('2026-05-21T00:00:00.000Z');
    expect(usageRange({ from: '2026-05-10', to: '2026-05-01' }, now)).toMatchObject({
      fromDay: '2026-05-01',
      toDay: '2026-05-10',
    });
    expect(usageRange({ from: '2020-01-01', to: '2026-05-01' }, now).fromDay).toBe('2025-05-01');
    expect(usageRange({ from: 'garbage' }, now).fromDay).toBe('2026-04-21');
  });
});
