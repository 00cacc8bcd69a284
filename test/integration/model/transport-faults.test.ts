import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../../lib/engine/types';
import { engineAgainst } from '../../support/openai-engine';
import { validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { fault } from '../../support/openai-steps';
import { artifactInput } from './inputs';

const openai = useOpenAIServer(validResponder);
afterEach(() => expect(openai().pending()).toBe(0));

const input = () => artifactInput('story', 'brief');

async function failure(p: Promise<unknown>): Promise<EngineError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('retries: 429, 5xx, network, timeouts', () => {
  it('honours retry-after-ms on a 429, then succeeds', async () => {
    openai().enqueue(fault.rateLimited({ ms: '250' }));
    const { engine, rows } = engineAgainst(openai());
    await engine.generateArtifact(input());
    expect(openai().requests).toHaveLength(2);
    expect(openai().requests[1].at - openai().requests[0].at).toBeGreaterThanOrEqual(240);
    expect(rows).toEqual([expect.objectContaining({ outcome: 'ok', attempts: 2, errorCode: null })]);
  });

  it('honours Retry-After in seconds', async () => {
    openai().enqueue(fault.rateLimited({ seconds: '1' }));
    const { engine } = engineAgainst(openai());
    await engine.generateArtifact(input());
    expect(openai().requests[1].at - openai().requests[0].at).toBeGreaterThanOrEqual(990);
  });

  it('gives up at once when Retry-After is longer than we will wait', async () => {
    openai().enqueue(fault.rateLimited({ seconds: '120' }));
    const { engine, rows } = engineAgainst(openai());
    const error = await failure(engine.generateArtifact(input()));
    expect(error).toMatchObject({ code: 'rate_limited', attempts: 1 });
    expect(error.message).toContain('120 s');
    expect(rows[0]).toMatchObject({ outcome: 'error', errorCode: 'rate_limited', attempts: 1 });
  });

  it('retries a 500 and succeeds', async () => {
    openai().enqueue(fault.serverError());
    const { engine, rows } = engineAgainst(openai());
    await engine.generateArtifact(input());
    expect(rows[0]).toMatchObject({ outcome: 'ok', attempts: 2 });
  });

  it("stops after MODEL_MAX_ATTEMPTS and passes on the provider's reason, sanitised and capped", async () => {
    const said = `upstream overloaded\u0007 (key sk-live-abcdef1234567890) ${'x'.repeat(500)}`;
    openai().enqueue(fault.serverError(), fault.serverError(), fault.status(503, {}, said));
    const { engine, rows } = engineAgainst(openai());
    const error = await failure(engine.generateArtifact(input()));
    expect(error).toMatchObject({ code: 'provider_error', attempts: 3 });
    expect(error.message).toContain('HTTP 503');
    expect(error.message).toContain('The server said: "upstream overloaded (key [redacted])');
    expect(error.message).not.toContain('sk-live');
    expect(error.message.length).toBeLessThan(450);
    expect(openai().requests).toHaveLength(3);
    expect(rows).toEqual([
      expect.objectContaining({ outcome: 'error', errorCode: 'provider_error', attempts: 3, inputTokens: 0 }),
    ]);
    expect(rows[0].errorMessage).toMatch(/^upstream overloaded \(key \[redacted\]\) x+…$/);
  });

  it('times out a hung request and retries it', async () => {
    openai().enqueue(fault.hang());
    const { engine, rows } = engineAgainst(openai(), { config: { timeoutMs: 300 } });
    const started = Date.now();
    await engine.generateArtifact(input());
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(rows[0]).toMatchObject({ outcome: 'ok', attempts: 2 });
  });

  it('reports timeout when every attempt hangs', async () => {
    openai().enqueue(fault.hang(), fault.hang());
    const { engine } = engineAgainst(openai(), { config: { timeoutMs: 150, maxAttempts: 2 } });
    expect(await failure(engine.generateArtifact(input()))).toMatchObject({ code: 'timeout', attempts: 2 });
  });

  it('retries a dropped connection and an unreadable 200 body', async () => {
    openai().enqueue(fault.drop(), fault.malformedBody());
    const { engine, rows } = engineAgainst(openai());
    await engine.generateArtifact(input());
    expect(rows[0]).toMatchObject({ outcome: 'ok', attempts: 3 });
  });

  it('does not retry a 400', async () => {
    openai().enqueue(fault.status(400, {}, 'bad'));
    const { engine } = engineAgainst(openai());
    expect(await failure(engine.generateArtifact(input()))).toMatchObject({ code: 'bad_request', attempts: 1 });
    expect(openai().requests).toHaveLength(1);
  });
});
