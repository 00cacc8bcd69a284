import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../lib/engine/types';
import { engineAgainst } from '../../support/openai-engine';
import { validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { fault } from '../../support/openai-steps';
import { artifactInput, assessInput, reviseInput } from './inputs';

const openai = useOpenAIServer(validResponder);

describe('cancellation through ctx.signal', () => {
  it('cancels a request in flight, without retrying', async () => {
    openai().enqueue(fault.hang());
    const { engine, rows } = engineAgainst(openai(), { config: { timeoutMs: 5_000 } });
    const controller = new AbortController();
    const call = engine
      .generateArtifact(artifactInput('story', 'brief'), { signal: controller.signal })
      .catch((e: unknown) => e);
    // Cancel once the server holds the request (not after a fixed time, which a busy machine may not meet).
    await expect.poll(() => openai().requests.length).toBe(1);
    const cancelled = Date.now();
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'cancelled', attempts: 1 });
    expect(Date.now() - cancelled).toBeLessThan(1_000);
    expect(openai().requests).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'cancelled', errorCode: 'cancelled', attempts: 1 });
  });

  it('cancels during the wait before a retry', async () => {
    openai().enqueue(fault.rateLimited({ seconds: '3' }));
    const { engine } = engineAgainst(openai());
    const controller = new AbortController();
    const call = engine
      .generateArtifact(artifactInput('story', 'brief'), { signal: controller.signal })
      .catch((e: unknown) => e);
    // The first request was answered 429 with a 3 s Retry-After: cancel during that wait.
    await expect.poll(() => openai().requests.length).toBe(1);
    const cancelled = Date.now();
    controller.abort();
    expect(await call).toMatchObject({ code: 'cancelled' });
    expect(Date.now() - cancelled).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(openai().requests).toHaveLength(1);
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const { engine } = engineAgainst(openai());
    await expect(engine.revise(reviseInput(), { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
    expect(openai().requests).toHaveLength(0);
  });

  it('stops the other reviewers when one fails, and reports the real failure', async () => {
    openai().setDefault((r) =>
      r.body.response_format?.json_schema?.name === 'client_review' ? fault.status(400) : fault.hang(),
    );
    const { engine, rows } = engineAgainst(openai(), { config: { timeoutMs: 5_000 } });
    const started = Date.now();
    const error = await engine.assess(assessInput(['red', 'blue', 'client'])).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad_request' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['cancelled', 'cancelled', 'error']);
  });
});
