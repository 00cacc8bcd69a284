import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../../lib/engine/types';
import { engineAgainst } from '../../support/openai-engine';
import { firstUserMessage, userMessage, validResponder } from '../../support/openai-fixtures';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { promptText, tokensOf } from '../../support/openai-server-limits';
import { reply } from '../../support/openai-steps';
import { artifactInput, sectionInput } from './inputs';

// Output caps, continuations and context budgets against a server that keeps llama.cpp's limits.

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({ respond: validResponder, contextTokens: 8_000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => expect(server.pending()).toBe(0));

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as EngineError,
  );

describe('output caps', () => {
  it('caps prose by the target in the document unit: words in English, characters in Chinese', async () => {
    const { engine } = engineAgainst(server);
    await engine.generateSection(sectionInput({ section: { ...sectionInput().section, targetLength: 400 } }));
    await engine.generateSection(
      sectionInput({ language: 'zh', section: { ...sectionInput().section, targetLength: 400 } }),
    );
    const [en, zh] = server.requests.map((r) => r.body.max_tokens as number);
    // 400 words are ~2,400 characters; 400 Chinese characters are 400: the English cap is larger.
    expect(en).toBeGreaterThan(400 * 1.3);
    expect(zh).toBeLessThan(en);
    expect(zh).toBeGreaterThan(400);
  });

  it('caps structured replies by the size their schema allows', async () => {
    const { engine } = engineAgainst(server);
    await engine.generateArtifact(artifactInput('story', 'brief'));
    const cap = server.requests[0].body.max_tokens as number;
    expect(cap).toBeGreaterThanOrEqual(256);
    expect(cap).toBeLessThanOrEqual(4_096);
  });

  it('stops a rambling reply at its cap and keeps it up to the last sentence, in one request', async () => {
    server.enqueue(reply.ramble());
    const { engine, rows } = engineAgainst(server);
    const started = Date.now();
    const { value } = await engine.generateSection(sectionInput());
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
    expect(value.text.length).toBeGreaterThan(100);
    expect(value.text.length / 4).toBeLessThanOrEqual(server.requests[0].body.max_tokens);
    expect(rows).toEqual([expect.objectContaining({ outcome: 'ok', errorCode: 'truncated' })]);
    expect(rows[0].errorMessage).toMatch(/kept up to the last complete sentence/);
  });

  it('continues prose cut off before its target from where it stopped, and keeps every part', async () => {
    server.enqueue(reply.truncated('The wind rose over the'), reply.text(' harbour, and Mei began to climb.'));
    const { engine, rows } = engineAgainst(server);
    const { value } = await engine.generateSection(sectionInput());
    expect(value.text).toBe('The wind rose over the harbour, and Mei began to climb.');
    const second = server.requests[1].body.messages as { role: string; content: string }[];
    expect(second.at(-2)).toMatchObject({ role: 'assistant', content: 'The wind rose over the' });
    expect(userMessage(server.requests[1])).toMatch(/Continue exactly where it stopped/);
    expect(rows.map((r) => [r.outcome, r.errorCode])).toEqual([
      ['error', 'truncated'],
      ['ok', null],
    ]);
  });

  it('continues at most twice, then keeps what it has instead of discarding it', async () => {
    server.enqueue(reply.truncated('One.'), reply.truncated(' Two.'), reply.truncated(' Three'));
    const { engine } = engineAgainst(server);
    const { value } = await engine.generateSection(sectionInput());
    expect(server.requests).toHaveLength(3);
    expect(value.text).toBe('One. Two. Three …');
  });

  it('asks again for a shorter structured reply when one is cut off, then fails saying why', async () => {
    server.enqueue(reply.truncated('{"title": "The Lan'));
    const { engine } = engineAgainst(server);
    await engine.generateArtifact(artifactInput('story', 'brief'));
    expect(server.requests).toHaveLength(2);
    expect(userMessage(server.requests[1])).toMatch(/cut off at the length limit .* shorter JSON object/);
    expect(server.requests[1].body.max_tokens).toBeGreaterThan(server.requests[0].body.max_tokens);

    server.enqueue(reply.truncated('{"title": "The Lan'), reply.truncated('{"title": "The'));
    const { engine: again, rows } = engineAgainst(server);
    const error = await failure(again.generateArtifact(artifactInput('story', 'brief')));
    expect(error).toMatchObject({ code: 'truncated' });
    expect(error.message).toMatch(/cut off at the output cap of \d+ tokens, also after asking for a shorter one/);
    expect(rows.at(-1)).toMatchObject({ outcome: 'error', errorCode: 'truncated' });
  });
});

describe('context budgets', () => {
  const longEarlier = (words: number) => [
    { title: 'Before', text: 'The harbour lay quiet under a grey sky that morning. '.repeat(Math.ceil(words / 10)) },
  ];

  it("fits a section prompt into the server's context by shortening the earlier sections", async () => {
    const small = await startOpenAIServer({ respond: validResponder, contextTokens: 3_000 });
    try {
      const { engine } = engineAgainst(small);
      await engine.generateSection(sectionInput({ earlier: longEarlier(6_000) }));
      expect(small.discovery.map((r) => r.path)).toContain('/v1/models');
      expect(small.requests).toHaveLength(1);
      const prompt = firstUserMessage(small.requests[0]);
      expect(prompt).toContain('mode="excerpt"');
      expect(prompt.length / 4 + small.requests[0].body.max_tokens).toBeLessThanOrEqual(3_000);
    } finally {
      await small.close();
    }
  });

  it('says what does not fit and by how much, without sending a request', async () => {
    const small = await startOpenAIServer({ respond: validResponder, contextTokens: 1_000 });
    try {
      const { engine } = engineAgainst(small);
      const notes = ['Keep the storm. '.repeat(800)];
      const error = await failure(engine.generateArtifact(artifactInput('story', 'brief', { notes })));
      expect(error).toMatchObject({ code: 'context_overflow' });
      expect(error.message).toMatch(
        /planner request does not fit the context of test-model: the prompt needs about \d+ tokens and the reply at least \d+, but the context holds 1000 tokens \(\d+ too many\)/,
      );
      expect(small.requests).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it("lets the server's own tokenizer decide a prompt the estimate finds too large", async () => {
    // The estimate counts 2.5 characters a token, this server 4: about 7,000 characters of prompt are
    // estimated at ~2,800 tokens, too many for 2,500 with a reply, and counted at ~1,750, which fit.
    const counting = await startOpenAIServer({ respond: validResponder, contextTokens: 2_500, tokenize: true });
    try {
      const { engine } = engineAgainst(counting);
      const notes = ['Keep the storm. '.repeat(280)];
      await engine.generateArtifact(artifactInput('story', 'brief', { notes }));
      expect(counting.discovery.filter((r) => r.path === '/tokenize').length).toBeGreaterThan(0);
      expect(counting.requests).toHaveLength(1);
      const request = counting.requests[0];
      const promptTokens = tokensOf(promptText(request));
      // The estimate (1.6 times the count) with the least reply (512 tokens) would have refused it.
      expect(promptTokens * 1.6 + 512).toBeGreaterThan(2_500);
      expect(promptTokens + request.body.max_tokens).toBeLessThanOrEqual(2_500);
    } finally {
      await counting.close();
    }
  });

  it("says by the server's own count what does not fit, where the server counts", async () => {
    const counting = await startOpenAIServer({ respond: validResponder, contextTokens: 1_000, tokenize: true });
    try {
      const { engine } = engineAgainst(counting);
      const notes = ['Keep the storm. '.repeat(800)];
      const error = await failure(engine.generateArtifact(artifactInput('story', 'brief', { notes })));
      expect(error.message).toMatch(/the prompt needs \d+ tokens and the reply at least/);
      expect(counting.requests).toHaveLength(0);
    } finally {
      await counting.close();
    }
  });

  it("learns the context from llama.cpp's 400 when the server does not report it, and fits again", async () => {
    const hidden = await startOpenAIServer({ respond: validResponder, contextTokens: 3_000, advertiseContext: false });
    try {
      const { engine, rows } = engineAgainst(hidden);
      await engine.generateSection(sectionInput({ earlier: longEarlier(6_000) }));
      expect(hidden.requests).toHaveLength(2);
      expect(rows[0]).toMatchObject({ outcome: 'error', errorCode: 'context_overflow' });
      expect(rows[0].errorMessage).toMatch(/request \(\d+ tokens\) exceeds the available context size \(3000 tokens\)/);
      expect(rows[1]).toMatchObject({ outcome: 'ok' });
    } finally {
      await hidden.close();
    }
  });
});

describe('discovery and usage', () => {
  it('uses the one model the server lists when none is configured, and records the model that answered', async () => {
    const one = await startOpenAIServer({ respond: validResponder, models: ['tinydoc-3m'] });
    try {
      const { engine, rows } = engineAgainst(one, { config: { models: {} } });
      const result = await engine.generateSection(sectionInput());
      expect(one.requests[0].body.model).toBe('tinydoc-3m');
      expect(result.model).toBe('tinydoc-3m');
      expect(rows[0].model).toBe('tinydoc-3m');
    } finally {
      await one.close();
    }
  });

  it('records cached input tokens when the next request shares the prompt prefix', async () => {
    const { engine, rows } = engineAgainst(server);
    await engine.generateSection(sectionInput());
    await engine.generateSection(sectionInput({ section: { ...sectionInput().section, id: 'sec_c', title: 'Next' } }));
    // The server reports the prefix shared with its previous request, as llama.cpp's slot cache does.
    expect(rows[1].cachedInputTokens).toBeGreaterThan(rows[1].inputTokens / 2);
    expect(rows[1].cachedInputTokens).toBeLessThan(rows[1].inputTokens);
  });
});
