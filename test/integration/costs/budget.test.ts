import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { budgetView } from '../../../lib/data/costs/budget';
import { db, useTestDatabase } from '../../support/db';
import { makeLoopProject, type LoopProject } from '../../support/loop-project';
import { useModelServer } from '../../support/model-env';
import { makeProject } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { sizedResponder } from '../../support/sized-model';

// A writer's monthly budget per project: a run that would pass it is refused before anything is
// queued, with the figures in the writer's language; what this month's model calls spent counts,
// last month's does not; the offline engine is never refused.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('../../../lib/data/runs/enqueue', () => ({ enqueueRun: async () => {} }));
const { setBudget } = await import('../../../lib/actions/costs');
const { startLoop } = await import('../../../lib/actions/loops');
const { generateStage, retryRun } = await import('../../../lib/actions/stages');

useTestDatabase();
useModelServer(sizedResponder({ sections: 3, words: 200 }), {
  MODEL_PRICES: JSON.stringify({ 'test-model': { input: 2.5, cachedInput: 1.25, output: 10 } }),
});

let p: LoopProject;
const start = (locale: 'en' | 'zh' = 'en') => {
  current = { ...current!, locale };
  return startLoop({ projectId: p.projectId, stageKey: 'final', roles: ['red', 'judge'] });
};
const counts = async () => ({
  runs: await db().run.count({ where: { projectId: p.projectId } }),
  loops: await db().loop.count({ where: { projectId: p.projectId } }),
});

beforeAll(async () => {
  p = await makeLoopProject('budget@example.com');
  current = { id: p.ownerId, email: 'budget@example.com', name: 'budget', role: 'writer', locale: 'en' };
});

describe('a project budget', () => {
  it('refuses a run that would pass a token budget, with the figures, and queues nothing', async () => {
    expect(await setBudget({ projectId: p.projectId, amount: 500, unit: 'tokens' })).toMatchObject({ ok: true });
    const before = await counts();
    const refused = await start();
    expect(refused).toMatchObject({
      ok: false,
      code: 'over_budget',
      details: { reason: 'over', left: 500, limit: 500 },
    });
    if (refused.ok) return;
    expect(refused.message).toMatch(
      /^This run would take about [\d,]+ tokens, but only 500 of this month's budget of 500 tokens is left \(0 used\)\./,
    );
    expect(await counts()).toEqual(before);
    const zh = await start('zh');
    expect(zh.ok ? '' : zh.message).toMatch(/^此次运行约需 [\d,]+ 令牌，但本月 500 令牌的预算只剩 500（已用 0）/);
  });

  it('lets it through once the budget allows it, and counts what it spent against the month', async () => {
    await setBudget({ projectId: p.projectId, amount: 1_000_000, unit: 'tokens' });
    const started = await start();
    expect(started).toMatchObject({ ok: true });
    if (!started.ok) return;
    expect((await runToEnd(started.data.runId)).status).toBe('succeeded');
    const spent = await db().modelCall.aggregate({
      where: { projectId: p.projectId },
      _sum: { inputTokens: true, outputTokens: true },
    });
    const tokens = spent._sum.inputTokens! + spent._sum.outputTokens!;
    const view = await budgetView({ db: db(), ownerId: p.ownerId, projectId: p.projectId });
    expect(view.standing).toEqual({ unit: 'tokens', limit: 1_000_000, used: tokens, left: 1_000_000 - tokens });
    expect(view.spent.usd).toBeGreaterThan(0);
  });

  it('counts from the first of the month: last month’s calls do not', async () => {
    const view = async () => (await budgetView({ db: db(), ownerId: p.ownerId, projectId: p.projectId })).spent.tokens;
    const before = await view();
    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    await db().modelCall.create({
      data: {
        projectId: p.projectId,
        role: 'reviewer',
        engine: 'model',
        provider: 'openai',
        model: 'test-model',
        inputTokens: 5_000_000,
        outcome: 'ok',
        createdAt: lastMonth,
      },
    });
    expect(await view()).toBe(before);
  });

  it('holds a dollar budget at the admin’s prices, and refuses a retry that would pass it', async () => {
    const loop = await db().loop.findFirstOrThrow({ where: { projectId: p.projectId } });
    await db().loop.update({ where: { id: loop.id }, data: { stopReason: 'stopped_by_author' } });
    const failed = await db().run.create({
      data: {
        projectId: p.projectId,
        stageId: p.stageId,
        kind: 'stage.generate',
        params: { stageKey: 'final', all: true },
        status: 'failed',
      },
    });
    await setBudget({ projectId: p.projectId, amount: 0.01, unit: 'usd' });
    const refused = await retryRun({ projectId: p.projectId, runId: failed.id });
    expect(refused).toMatchObject({ ok: false, code: 'over_budget', details: { reason: 'over', limit: 0.01 } });
    expect(refused.ok ? '' : refused.message).toMatch(
      /^This run would cost about \$[\d.]+, but only \$0\.00 of this month's \$0\.01 budget is left/,
    );
    expect(await db().run.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: 'failed' });
  });

  it('cannot hold a dollar budget for a model with no price, and says so', async () => {
    await db().project.update({ where: { id: p.projectId }, data: { modelOverrides: { reviewer: 'unpriced-model' } } });
    await setBudget({ projectId: p.projectId, amount: 1000, unit: 'usd' });
    const refused = await start();
    expect(refused).toMatchObject({ ok: false, code: 'over_budget', details: { reason: 'unpriced' } });
    expect(refused.ok ? '' : refused.message).toContain('no price is known for unpriced-model');
  });

  it('never refuses the offline engine, which costs nothing', async () => {
    const offline = await makeProject(p.ownerId, 'story', 'staged', 'offline');
    await setBudget({ projectId: offline.id, amount: 0, unit: 'tokens' });
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: offline.id }, orderBy: { position: 'asc' } });
    expect(await generateStage({ projectId: offline.id, stageKey: stage.key })).toMatchObject({ ok: true });
  });
});
