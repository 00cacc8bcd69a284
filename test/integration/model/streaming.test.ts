import { afterEach, describe, expect, it } from 'vitest';
import type { EngineError, ProseSink } from '../../../lib/engine/types';
import { engineAgainst } from '../../support/openai-engine';
import { validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { reply } from '../../support/openai-steps';
import { artifactInput, sectionInput } from './inputs';

// Prose streams through the engine's sink as the server sends it (SSE over real HTTP); structured
// replies do not stream.

const openai = useOpenAIServer(validResponder);
afterEach(() => expect(openai().pending()).toBe(0));

/** A sink that keeps every event, and can be stopped. */
function recordingSink() {
  const events: string[] = [];
  const stopper = new AbortController();
  const sink: ProseSink = {
    stop: stopper.signal,
    restart: () => events.push('restart'),
    append: (delta) => events.push(delta),
  };
  const text = () => events.slice(events.lastIndexOf('restart') + 1).join('');
  return { sink, events, text, stop: () => stopper.abort() };
}

const PROSE = 'The wind rose over the harbour. Mei climbed the tower, counting every wet step, and lit the lamp.';

describe('streaming prose', () => {
  it('hands each chunk to the sink in order, and the result is the streamed text', async () => {
    openai().enqueue(reply.text(PROSE, { chunkChars: 9 }));
    const { engine, rows } = engineAgainst(openai());
    const live = recordingSink();
    const { value } = await engine.generateSection(sectionInput(), { prose: live.sink });
    expect(openai().requests[0].body.stream).toBe(true);
    expect(live.events[0]).toBe('restart');
    expect(live.events.length - 1).toBe(Math.ceil(PROSE.length / 9));
    expect(live.text()).toBe(PROSE);
    expect(value).toEqual({ text: PROSE });
    expect(rows).toMatchObject([{ outcome: 'ok', outputTokens: expect.any(Number) }]);
    expect(rows[0].outputTokens).toBeGreaterThan(0);
  });

  it('keeps continuing after the output cap: the continuation appends to the streamed text', async () => {
    openai().enqueue(reply.truncated('The wind rose over the'), reply.text(' harbour, and Mei began to climb.'));
    const { engine } = engineAgainst(openai());
    const live = recordingSink();
    const { value } = await engine.generateSection(sectionInput(), { prose: live.sink });
    expect(openai().requests.map((r) => r.body.stream)).toEqual([true, true]);
    expect(live.events.filter((e) => e === 'restart')).toHaveLength(1);
    expect(live.text()).toBe('The wind rose over the harbour, and Mei began to climb.');
    expect(value.text).toBe('The wind rose over the harbour, and Mei began to climb.');
  });

  it('stops when the writer stops, and returns what arrived as partial', async () => {
    openai().enqueue(reply.text(PROSE, { chunkChars: 4, chunkDelayMs: 30 }));
    const { engine, rows } = engineAgainst(openai());
    const live = recordingSink();
    const writing = engine.generateSection(sectionInput(), { prose: live.sink });
    while (live.text().length < 20) await new Promise((r) => setTimeout(r, 10));
    live.stop();
    const { value } = await writing;
    expect(value.partial).toBe(true);
    expect(value.text.length).toBeGreaterThanOrEqual(20);
    expect(value.text.length).toBeLessThan(PROSE.length);
    expect(PROSE.startsWith(value.text)).toBe(true);
    expect(rows).toMatchObject([{ outcome: 'ok', errorCode: 'stopped' }]);
  });

  it('fails a stream cut mid-way with the reason, carrying what arrived, without retrying', async () => {
    openai().enqueue({ type: 'reply', content: PROSE, cutStream: true, chunkChars: 8 });
    const { engine, rows } = engineAgainst(openai());
    const live = recordingSink();
    const error = (await engine.generateSection(sectionInput(), { prose: live.sink }).catch((e) => e)) as EngineError;
    expect(openai().requests).toHaveLength(1);
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/^The connection to the model endpoint was lost mid-reply, after \d+ words\.$/);
    expect(error.partialText).toBe(live.text());
    expect(PROSE.startsWith(error.partialText!)).toBe(true);
    expect(error.partialText!.length).toBeGreaterThan(0);
    expect(rows).toMatchObject([{ outcome: 'error', errorCode: 'network' }]);
  });

  it('retries a stream that broke before any text, as any failed request', async () => {
    openai().enqueue({ type: 'drop' }, reply.text(PROSE));
    const { engine } = engineAgainst(openai());
    const live = recordingSink();
    const { value } = await engine.generateSection(sectionInput(), { prose: live.sink });
    expect(openai().requests).toHaveLength(2);
    expect(value.text).toBe(PROSE);
    expect(live.text()).toBe(PROSE);
  });

  it('does not stream structured replies, even with a sink', async () => {
    const { engine } = engineAgainst(openai());
    const live = recordingSink();
    await engine.generateArtifact(artifactInput('story', 'brief'), { prose: live.sink });
    expect(openai().requests[0].body.stream).toBeFalsy();
    expect(live.events).toEqual([]);
  });
});
