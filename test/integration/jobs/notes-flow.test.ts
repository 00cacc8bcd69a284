import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { validResponder } from '../../support/openai-fixtures';
import { saveStageNotes } from '../../../lib/data/stages/save-notes';
import { approveStage } from '../../../lib/data/stages/approve-stage';
import { startStage } from '../../../lib/data/stages/start-stage';
import { resetEnvCache } from '../../../lib/env';

// DESIGN §10.5: author notes on an approved stage reach the next stage's prompt, over real HTTP.
useTestDatabase();
let server: OpenAIServer;

beforeAll(async () => {
  server = await startOpenAIServer({ respond: validResponder });
  Object.assign(process.env, { OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'test', MODEL_DEFAULT: 'test-model' });
  resetEnvCache();
});

afterAll(async () => {
  for (const key of ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'MODEL_DEFAULT']) delete process.env[key];
  resetEnvCache();
  await server.close();
});

describe('notes flow downstream', () => {
  it('notes saved on the brief appear, delimited, in the outline request', async () => {
    const owner = await makeUser('notes@example.com');
    const { id } = await makeProject(owner.id, 'story');
    const brief = await startStage({ db: db(), ownerId: owner.id, projectId: id }, { stageKey: 'brief' });
    expect((await runToEnd(brief.runId)).status).toBe('succeeded');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'brief' } });
    await saveStageNotes(
      { db: db(), ownerId: owner.id, projectId: id },
      { stageKey: 'brief', baseVersion: stage.version, notes: 'Make the keeper a retired sailor with one bad knee.' },
    );

    const approved = await approveStage({ db: db(), ownerId: owner.id, projectId: id }, 'brief');
    const before = server.requests.length;
    expect((await runToEnd(approved.runId!)).status).toBe('succeeded');
    const outlineRequests = server.requests.slice(before).map((r) => JSON.stringify(r.body.messages));
    expect(outlineRequests.some((m) => m.includes('retired sailor with one bad knee'))).toBe(true);

    const outline = await db().stage.findFirstOrThrow({
      where: { projectId: id, key: 'outline' },
      include: { currentVersion: true },
    });
    expect(outline.currentVersion).toMatchObject({ source: 'model', engine: 'model', model: 'test-model' });
    const calls = await db().modelCall.findMany({ where: { projectId: id } });
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.every((c) => c.outcome === 'ok' && c.engine === 'model')).toBe(true);
  });
});
