import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOutcome, INTERRUPTED_AFTER_MS, recordModelCall } from '../../../lib/data/runs/model-calls';
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

const rowsOf = (role?: string) =>
  db().modelCall.findMany({ where: { projectId, ...(role ? { role } : {}) }, orderBy: { createdAt: 'asc' } });

describe('ModelCall rows in the database', () => {
  it('records a successful call with tokens, latency and attempts', async () => {
    server.enqueue(
      fault.serverError(),
      reply.json({ text: 'New text.', unapplied: [] }, { usage: { prompt: 321, completion: 12 } }),
    );
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
    await expect(
      engine.generateArtifact(artifactInput('story', 'brief'), { record: { projectId } }),
    ).rejects.toMatchObject({ code: 'bad_request' });
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

  it('keeps a reply it could not read, whatever the debug setting (seed 003), and only that one', async () => {
    server.enqueue(
      reply.text('Here is the brief you asked for: {"title": "The Lantern", '),
      reply.json({ title: 'The Lantern' }),
    );
    const { engine } = engineAgainst(server, { recorder: recordModelCall });
    await engine.generateArtifact(artifactInput('story', 'brief'), { record: { projectId } });
    const rows = await rowsOf('planner');
    const tail = rows.slice(-3);
    expect(tail.map((r) => [r.outcome, r.errorCode])).toEqual([
      ['error', 'invalid_output'],
      ['error', 'invalid_output'],
      ['ok', null],
    ]);
    expect(tail[0].rawReply).toBe('Here is the brief you asked for: {"title": "The Lantern", ');
    expect(tail[1].rawReply).toBe('{"title":"The Lantern"}');
    expect(tail[2].rawReply).toBeNull();
    expect(tail.every((r) => r.debug === null)).toBe(true);
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
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });

  it('writes a started row before the request, so a call cut off mid-flight is still on record', async () => {
    server.enqueue(fault.hang());
    const controller = new AbortController();
    const { engine } = engineAgainst(server, {
      recorder: recordModelCall,
      config: { timeoutMs: 60_000, maxAttempts: 1 },
    });
    const call = engine.revise(reviseInput(), { record: { projectId }, signal: controller.signal });
    // While the server has not answered, the row is there and says so.
    await expect.poll(async () => (await rowsOf('reviser')).filter((r) => r.outcome === 'started').length).toBe(1);
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'cancelled' });
    const rows = await rowsOf('reviser');
    expect(rows.filter((r) => r.outcome === 'started')).toHaveLength(0);
    expect(rows.at(-1)).toMatchObject({ outcome: 'cancelled' });
  });

  it('shows a started row that never finished as interrupted, and counts it', async () => {
    const old = new Date(Date.now() - INTERRUPTED_AFTER_MS - 1000);
    expect(callOutcome({ outcome: 'started', createdAt: old })).toBe('interrupted');
    expect(callOutcome({ outcome: 'started', createdAt: new Date() })).toBe('started');
    expect(callOutcome({ outcome: 'ok', createdAt: old })).toBe('ok');
  });
});
