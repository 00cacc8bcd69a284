import { describe, expect, it } from 'vitest';
import { afterContentFilter } from '../../../../lib/engine/model/finish/content-filter';
import { afterReply } from '../../../../lib/engine/model/finish/after-reply';
import { afterWriterStopped } from '../../../../lib/engine/model/finish/stopped-by-writer';
import { EngineError } from '../../../../lib/engine/types';
import { jsonState, proseState, sentences } from './call-state';

describe('a reply the writer stopped', () => {
  it('keeps what came, earlier turns included, as a partial value', () => {
    const next = afterWriterStopped(proseState({}, { prefix: 'The lamps came on ' }), {
      text: 'one by one and ',
      finishReason: 'stop',
      stopped: true,
    });
    expect(next).toEqual({
      kind: 'done',
      value: 'The lamps came on one by one and',
      partial: true,
      row: { outcome: 'ok', errorCode: 'stopped', errorMessage: 'Stopped by the writer; kept 8 words.' },
    });
  });
});

describe('a reply the content filter stopped (finish reason "content-filter")', () => {
  it('fails the call as a provider error, nothing asked again', () => {
    const next = afterContentFilter(jsonState({}, { attempts: 2 }));
    expect(next.kind).toBe('fail');
    if (next.kind !== 'fail') return;
    expect(next.error).toBeInstanceOf(EngineError);
    expect(next.error.code).toBe('provider_error');
    expect(next.error.message).toBe("The provider's content filter stopped the reply.");
    expect(next.error.attempts).toBe(2);
    expect(next.row).toEqual({ outcome: 'error', errorCode: 'provider_error' });
  });
});

describe('each finish reason goes to its handler', () => {
  const plan = JSON.stringify({ title: 'Evening', steps: [{ name: 'walk', minutes: 20 }] });

  it('the writer’s stop wins over the reason the stream ended with', async () => {
    const next = await afterReply(proseState({ target: 500 }), { text: 'Half', finishReason: 'length', stopped: true });
    expect(next).toMatchObject({ kind: 'done', value: 'Half', partial: true });
  });

  it('"length": prose continues, JSON is asked again shorter', async () => {
    const prose = await afterReply(proseState({ target: 500 }), { text: 'The lamps', finishReason: 'length' });
    expect(prose.kind === 'again' && prose.state.continuations).toBe(1);
    const json = await afterReply(jsonState(), { text: '{"title": "Ev', finishReason: 'length' });
    expect(json.kind === 'again' && json.state.shortened).toBe(1);
  });

  it('"length" on a complete JSON reply is still a cut-off, not a value', async () => {
    const next = await afterReply(jsonState(), { text: plan, finishReason: 'length' });
    expect(next.kind).toBe('again');
  });

  it('"content-filter" fails', async () => {
    const next = await afterReply(jsonState(), { text: plan, finishReason: 'content-filter' });
    expect(next.kind === 'fail' && next.error.code).toBe('provider_error');
  });

  it('"stop" and any other reason are judged as they stand', async () => {
    for (const finishReason of ['stop', 'other', 'tool-calls'] as const) {
      const next = await afterReply(jsonState(), { text: plan, finishReason });
      expect(next).toMatchObject({ kind: 'done', value: JSON.parse(plan) });
    }
    const prose = await afterReply(proseState({ target: 5 }), { text: sentences(2), finishReason: 'stop' });
    expect(prose).toMatchObject({ kind: 'done', value: sentences(2) });
  });
});
