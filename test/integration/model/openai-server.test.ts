import { createOpenAI } from '@ai-sdk/openai';
import { streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { reply } from '../../support/openai-steps';

// The test server also speaks the streaming (SSE) form of Chat Completions, checked here with the
// provider itself, so a streaming engine could be tested against it as well.

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(() => server.close());

const model = () => createOpenAI({ baseURL: server.url, apiKey: 'k' }).chat('stream-model');

describe('test OpenAI server: streaming', () => {
  it('streams a reply in chunks with finish reason and usage', async () => {
    server.enqueue(
      reply.text('A long enough reply to be split into several chunks.', { usage: { prompt: 7, completion: 11 } }),
    );
    const result = streamText({ model: model(), prompt: 'hi', maxRetries: 0 });
    expect(await result.text).toBe('A long enough reply to be split into several chunks.');
    expect(await result.finishReason).toBe('stop');
    expect((await result.usage).inputTokens).toBe(7);
    expect(server.requests.at(-1)!.body).toMatchObject({ stream: true, model: 'stream-model' });
  });

  it('reports finish_reason "length" in a stream', async () => {
    server.enqueue(reply.truncated('cut here'));
    const result = streamText({ model: model(), prompt: 'hi', maxRetries: 0 });
    await result.text;
    expect(await result.finishReason).toBe('length');
  });

  it('drops a stream midway: the client gets the text sent so far, then an error, not a clean finish', async () => {
    server.enqueue({ type: 'reply', content: 'x'.repeat(200), cutStream: true });
    const result = streamText({ model: model(), prompt: 'hi', maxRetries: 0 });
    let received = '';
    const reading = (async () => {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') received += part.text;
        if (part.type === 'error') throw part.error;
      }
    })();
    await expect(reading).rejects.toThrow(/Failed to process successful response/);
    expect(received).toBe('x'.repeat(112));
  });
});
