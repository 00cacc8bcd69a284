import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import type { EstimateView } from '../../../lib/data/costs/estimate-view';
import { db, useTestDatabase } from '../../support/db';
import { makeLoopProject, type LoopProject } from '../../support/loop-project';
import { useModelServer } from '../../support/model-env';
import { makeProject } from '../../support/projects';
import { sizedResponder } from '../../support/sized-model';

// What a button shows before it is pressed, as the page reads it: GET /api/projects/:id/estimate?for=…
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
const { GET } = await import('../../../app/api/projects/[projectId]/estimate/route');

useTestDatabase();
useModelServer(sizedResponder({ sections: 3, words: 200 }), {
  MODEL_PRICES: JSON.stringify({ 'test-model': { input: 2.5, output: 10 } }),
});

let p: LoopProject;
async function estimate(action: unknown, projectId = p.projectId): Promise<{ status: number; body: EstimateView }> {
  const url = `http://localhost/api/projects/${projectId}/estimate?for=${encodeURIComponent(JSON.stringify(action))}`;
  const res = await GET(new Request(url), { params: Promise.resolve({ projectId }) });
  return { status: res.status, body: (await res.json()) as EstimateView };
}

beforeAll(async () => {
  p = await makeLoopProject('estimate-route@example.com');
  current = { id: p.ownerId, email: 'estimate-route@example.com', name: 'e', role: 'writer', locale: 'en' };
});

describe('the estimate beside a button', () => {
  it('gives the tokens and the dollars of a round before it starts, more for a wider panel', async () => {
    const loop = (roles: string[]) => ({ action: 'startLoop', stageKey: 'final', mode: 'manual', roles, maxRounds: 3 });
    const narrow = await estimate(loop(['red']));
    const wide = await estimate(loop(['red', 'blue', 'judge']));
    expect(narrow.status).toBe(200);
    expect(narrow.body).toMatchObject({
      engine: 'model',
      none: false,
      budget: null,
      verdict: 'ok',
      unpricedModels: [],
    });
    expect(narrow.body.inputTokens).toBeGreaterThan(0);
    expect(narrow.body.costUsd).toBeCloseTo((narrow.body.inputTokens * 2.5 + narrow.body.outputTokens * 10) / 1e6, 6);
    expect(wide.body.inputTokens).toBeGreaterThan(2 * narrow.body.inputTokens);
  });

  it('estimates a command on a selection by its length, and alternatives by their count', async () => {
    const passage = (passageLength: number) => ({
      action: 'passage',
      sectionId: p.sectionIds[0],
      command: 'expand',
      passageLength,
    });
    expect((await estimate(passage(200))).body.outputTokens).toBeGreaterThan(
      (await estimate(passage(20))).body.outputTokens,
    );
    const variants = (count: number) => ({ action: 'variants', sectionId: p.sectionIds[0], count });
    expect((await estimate(variants(3))).body.inputTokens).toBeGreaterThan(
      (await estimate(variants(2))).body.inputTokens,
    );
  });

  it('says when a run would pass the budget, and shows what is left of it', async () => {
    await db().project.update({ where: { id: p.projectId }, data: { budgetAmount: 100, budgetUnit: 'tokens' } });
    const { body } = await estimate({ action: 'regenerate', stageKey: 'final' });
    expect(body).toMatchObject({ verdict: 'over', budget: { unit: 'tokens', limit: 100, used: 0, left: 100 } });
    await db().project.update({ where: { id: p.projectId }, data: { budgetAmount: null } });
  });

  it('says the offline engine costs nothing, and that an approval that only completes the project queues nothing', async () => {
    const offline = await makeProject(p.ownerId, 'story', 'staged', 'offline');
    const { body } = await estimate({ action: 'generate', stageKey: 'brief' }, offline.id);
    expect(body).toMatchObject({ engine: 'offline', none: false, inputTokens: 0, outputTokens: 0, costUsd: 0 });
    const paper = await makeProject(p.ownerId, 'paper', 'staged', 'model');
    expect((await estimate({ action: 'approve', stageKey: 'review' }, paper.id)).body).toMatchObject({ none: true });
  });

  it('refuses what it cannot read, and another writer’s project is not found', async () => {
    expect(
      (await estimate({ action: 'passage', sectionId: p.sectionIds[0], command: 'explode', passageLength: 3 })).status,
    ).toBe(400);
    expect((await estimate({ action: 'generate', stageKey: 'nosuchstage' })).status).toBe(404);
    const elsewhere = await makeLoopProject('elsewhere@example.com');
    const theirs = { action: 'variants', sectionId: elsewhere.sectionIds[0], count: 2 };
    expect((await estimate(theirs)).status).toBe(404);
    const other = await makeProject(
      (await db().user.create({ data: { email: 'o@example.com', name: 'o', passwordHash: 'x' } })).id,
      'story',
    );
    expect((await estimate({ action: 'generate', stageKey: 'brief' }, other.id)).status).toBe(404);
  });
});
