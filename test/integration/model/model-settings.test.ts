import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { env, resetEnvCache } from '../../../lib/env';
import { db, useTestDatabase } from '../../support/db';
import { useModelServer } from '../../support/model-env';
import { validWithPlayers } from '../../support/model-script';
import { fault } from '../../support/openai-steps';
import { runToEnd } from '../../support/runs';

// Only the session lookup is replaced (it needs a browser cookie); the server, the engine and Postgres are real.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { createProject } = await import('../../../lib/actions/projects');
const { saveModelSettings, testModelConnection } = await import('../../../lib/actions/model-settings');
const { modelChoices } = await import('../../../lib/engine/model/server/choices');
const { projectModelSettings } = await import('../../../lib/data/projects/model-settings');
const { startStage } = await import('../../../lib/data/stages/start-stage');

useTestDatabase();
const server = useModelServer(validWithPlayers);

beforeAll(async () => {
  const u = await db().user.create({ data: { email: 'models@example.com', name: 'M', passwordHash: 'x' } });
  current = { id: u.id, email: u.email, name: 'M', role: 'writer', locale: 'en' };
});

async function storyProject(): Promise<string> {
  const created = await createProject({ template: 'story', title: 'Keeper', config: { premise: 'A secret.' } });
  if (!created.ok) throw new Error(created.message);
  return created.data.id;
}

/** Runs `work` as a deployment with no model endpoint at all. */
async function withoutModel<T>(work: () => Promise<T>): Promise<T> {
  const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_API_KEY;
  resetEnvCache();
  try {
    return await work();
  } finally {
    Object.assign(process.env, { OPENAI_BASE_URL: saved.base, OPENAI_API_KEY: saved.key });
    resetEnvCache();
  }
}

describe('model settings per project', () => {
  beforeEach(() => void server().requests.splice(0));

  it('offers the models the server lists, and what each role uses by default', async () => {
    const choices = await modelChoices(env());
    expect(choices).toMatchObject({ configured: true, served: ['test-model', 'test-reviewer'] });
    expect(choices.defaults).toEqual({
      planner: 'test-model',
      writer: 'test-model',
      reviewer: 'test-model',
      reviser: 'test-model',
    });
  });

  it('saves a chosen model that the worker then sends in every request of the role', async () => {
    const id = await storyProject();
    const saved = await saveModelSettings({ projectId: id, engine: 'model', models: { planner: 'test-reviewer' } });
    expect(saved).toEqual({ ok: true, data: null });
    expect(await projectModelSettings({ db: db(), ownerId: current!.id, projectId: id })).toEqual({
      engine: 'model',
      models: { planner: 'test-reviewer' },
    });

    const { runId } = await startStage({ db: db(), ownerId: current!.id, projectId: id }, { stageKey: 'brief' });
    expect((await runToEnd(runId)).status).toBe('succeeded');
    const models = server().requests.map((r) => r.body.model);
    expect(models.length).toBeGreaterThan(0);
    expect(new Set(models)).toEqual(new Set(['test-reviewer']));
    const brief = await db().stage.findFirstOrThrow({
      where: { projectId: id, key: 'brief' },
      include: { currentVersion: true },
    });
    expect(brief.currentVersion).toMatchObject({ engine: 'model', model: 'test-reviewer' });
  });

  it('refuses a model the server does not offer, and keeps what was saved', async () => {
    const id = await storyProject();
    await saveModelSettings({ projectId: id, engine: 'model', models: { writer: 'test-model' } });
    const refused = await saveModelSettings({ projectId: id, engine: 'model', models: { writer: 'gpt-9-turbo' } });
    expect(refused).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(!refused.ok && refused.fieldErrors?.['models.writer']).toMatch(/does not offer “gpt-9-turbo”/);
    expect((await projectModelSettings({ db: db(), ownerId: current!.id, projectId: id })).models).toEqual({
      writer: 'test-model',
    });
    const unknown = await testModelConnection({ projectId: id, role: 'writer', model: 'gpt-9-turbo' });
    expect(unknown).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(server().requests).toHaveLength(0);
  });

  it('tests the connection: the latency and the answer of the model chosen', async () => {
    const id = await storyProject();
    const result = await testModelConnection({ projectId: id, role: 'reviewer', model: 'test-reviewer' });
    expect(result).toMatchObject({ ok: true, data: { ok: true, model: 'test-reviewer', answer: 'harbour' } });
    expect(result.ok && result.data.latencyMs).toBeGreaterThanOrEqual(0);
    expect(server().requests.map((r) => r.body.model)).toEqual(['test-reviewer']);

    // Without a name on screen it tests the project's saved model for the role.
    await saveModelSettings({ projectId: id, engine: 'default', models: { writer: 'test-reviewer' } });
    const saved = await testModelConnection({ projectId: id, role: 'writer' });
    expect(saved).toMatchObject({ ok: true, data: { ok: true, model: 'test-reviewer' } });
    // A field left blank on screen tests the deployment's model, whatever is saved.
    const blank = await testModelConnection({ projectId: id, role: 'writer', model: '' });
    expect(blank).toMatchObject({ ok: true, data: { ok: true, model: 'test-model' } });
  });

  it('throttles connection tests per writer: 30 calls send a handful of requests, the rest are refused', async () => {
    const u = await db().user.create({ data: { email: 'tester@example.com', name: 'T', passwordHash: 'x' } });
    const before = current;
    current = { id: u.id, email: u.email, name: 'T', role: 'writer', locale: 'en' };
    try {
      const id = await storyProject();
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          testModelConnection({ projectId: id, role: 'reviewer', model: 'test-reviewer' }),
        ),
      );
      const refused = results.filter((r) => !r.ok);
      expect(server().requests).toHaveLength(6);
      expect(refused).toHaveLength(24);
      expect(refused[0]).toMatchObject({ code: 'rate_limited', message: 'Too many attempts. Try again later.' });
    } finally {
      current = before;
    }
  });

  it("shows the provider's reason when the connection test fails, after one attempt", async () => {
    const id = await storyProject();
    server().enqueue(fault.status(401, {}, 'Invalid API key provided.'));
    const result = await testModelConnection({ projectId: id, role: 'planner' });
    expect(result).toMatchObject({ ok: true, data: { ok: false } });
    expect(result.ok && !result.data.ok && result.data.message).toMatch(/Invalid API key provided/);
    expect(server().requests).toHaveLength(1);
  });

  it('refuses the model engine where no model endpoint is configured, and never runs such a project offline', async () => {
    const id = await storyProject();
    await saveModelSettings({ projectId: id, engine: 'model', models: {} });
    await withoutModel(async () => {
      expect((await modelChoices(env())).configured).toBe(false);
      const refused = await saveModelSettings({ projectId: id, engine: 'model', models: {} });
      expect(!refused.ok && refused.fieldErrors?.engine).toMatch(/No model is configured on this server/);
      expect(await testModelConnection({ projectId: id, role: 'writer' })).toMatchObject({ ok: false });

      const { runId } = await startStage({ db: db(), ownerId: current!.id, projectId: id }, { stageKey: 'brief' });
      const run = await runToEnd(runId);
      expect(run).toMatchObject({ status: 'failed', errorCode: 'not_configured' });
      expect(run.errorMessage).toMatch(/set to use a model, but no model endpoint is configured/);
      expect(await db().version.count({ where: { projectId: id } })).toBe(0);
      expect(await saveModelSettings({ projectId: id, engine: 'offline', models: {} })).toEqual({
        ok: true,
        data: null,
      });
    });
    expect(server().requests).toHaveLength(0);
  });
});
