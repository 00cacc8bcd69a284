import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordModelCall } from '../../../lib/data/model-calls';
import { db, useTestDatabase } from '../../support/db';
import { engineAgainst } from '../../support/openai-engine';
import { validResponder } from '../../support/openai-fixtures';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { fault, reply } from '../../support/openai-steps';
import { artifactInput, reviseInput } from './inputs';

useTestDatabase();

let server: OpenAIServer;
let projectId: string;
beforeAll(async () => {
  server = await startOpenAIServer({ respond: validResponder });
  const owner = await db().user.create({ data: { email: 'rows@example.com', name: 'R', passwordHash: 'x' } });
  const project = await db().project.create({
    data: { ownerId: owner.id, title: 'T', template: 'story', config: {}, state: 'draft' },
  });
  projectId = project.id;
});
afterAll(() => server.close());

const rowsOf = (role?: string) => db().modelCall.findMany({ where: { projectId, ...(role ? { role } : {}) }, orderBy: { createdAt: 'asc' } });

describe('ModelCall rows in the database', () => {
  it('records a successful call with tokens, latency and attempts', async () => {
    server.enqueue(fault.serverError(), reply.json({ text: 'New text.', unapplied: [] }, { usage: { prompt: 321, completion: 12 } }));
    const { engine } = engineAgainst(server, { recorder: recordModelCall });
    await engine.revise(reviseInput(), { record: { projectId } });
    const [row] = await rowsOf('reviser');
    expect(row).toMatchObject({
      projectId,
      runId: null,
      roundId: null,
      engine: 'model',
      provider: new URL(server.url).host,
      model: 'test-model',
      inputTokens: 321,
      outputTokens: 12,
      attempts: 2,
      outcome: 'ok',
      errorCode: null,
      debug: null,
    });
    expect(row.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('records failures too, with their error code', async () => {
    server.enqueue(fault.status(401));
    const { engine } = engineAgainst(server, { recorder: recordModelCall });
    await expect(engine.generateArtifact(artifactInput('story', 'brief'), { record: { projectId } })).rejects.toMatchObject({ code: 'bad_request' });
    const [row] = await rowsOf('planner');
    expect(row).toMatchObject({ outcome: 'error', errorCode: 'bad_request', attempts: 1, inputTokens: 0 });
  });

  it('keeps prompts and replies only when DEBUG_RECORD_PROMPTS is on', async () => {
    const { engine } = engineAgainst(server, { recorder: recordModelCall, config: { recordPrompts: true } });
    await engine.generateSection((await import('./inputs')).sectionInput(), { record: { projectId } });
    const [row] = await rowsOf('writer');
    const debug = row.debug as { system: string; messages: { role: string; content: string }[]; reply: string };
    expect(debug.system).toContain('Security rules');
    expect(debug.messages[0].role).toBe('user');
    expect(debug.reply).toContain('Mei');
  });

  it('never throws into the engine when the row cannot be written', async () => {
    const { engine } = engineAgainst(server, { recorder: recordModelCall });
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      // The project does not exist: the foreign key refuses the row.
      const result = await engine.revise(reviseInput(), { record: { projectId: 'missing_project_id_000' } });
      expect(result.value.text).toBeTruthy();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(1);
  });
});
