import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../../lib/engine/types';
import { engineAgainst } from '../../support/openai-engine';
import { validResponder } from '../../support/openai-fixtures';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { tokensOf } from '../../support/openai-server-limits';
import { reviseInput, sectionA } from './inputs';

// A revision larger than the model's context is done in parts against a server with llama.cpp's limits:
// every request fits, and the section comes back whole.

const CONTEXT = 2_400;
let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({ respond: validResponder, contextTokens: CONTEXT });
});
afterAll(() => server.close());
beforeEach(() => void (server.requests.length = 0));

/** Twelve paragraphs of distinct sentences, about 2,000 tokens in all. */
const paragraphs = Array.from(
  { length: 12 },
  (_, p) =>
    `Paragraph ${p + 1} opens here. ` +
    Array.from({ length: 8 }, (_, s) => `Sentence ${s + 1} of paragraph ${p + 1} keeps the harbour in view.`).join(' '),
);
const longSection = { ...sectionA, targetLength: 900, text: paragraphs.join('\n\n') };
const promptTokens = (body: any) => tokensOf(body.messages.map((m: { content: string }) => m.content).join('\n'));

describe('a revision too large for the context', () => {
  it('revises the section in halves that each fit, and joins them in order', async () => {
    const { engine } = engineAgainst(server);
    const { value, usage } = await engine.revise(reviseInput({ section: longSection }));

    expect(server.requests.length).toBeGreaterThan(1);
    for (const r of server.requests) expect(promptTokens(r.body) + r.body.max_tokens).toBeLessThanOrEqual(CONTEXT);
    // The fixture's reviser appends "Revised." to the part it was given: every part was revised once.
    expect(value.text.match(/Revised\./g)).toHaveLength(server.requests.length);
    const kept = value.text.replace(/ Revised\./g, '');
    expect(kept.split('\n\n')).toEqual(paragraphs);
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(value.unapplied).toEqual([]);
  });

  it('leaves the parts no task concerns as they were, without a request', async () => {
    const last = paragraphs.at(-1)!;
    const task = {
      ...reviseInput().tasks[0],
      anchor: { quote: 'Sentence 3 of paragraph 12', prefix: '', suffix: '', start: 0, end: 0 },
    };
    const { engine } = engineAgainst(server);
    const { value } = await engine.revise(reviseInput({ section: longSection, tasks: [task] }));

    expect(value.text.startsWith(paragraphs.slice(0, 6).join('\n\n'))).toBe(true);
    expect(value.text.match(/Revised\./g)).toHaveLength(server.requests.length);
    expect(value.text.endsWith(`${last} Revised.`)).toBe(true);
    for (const r of server.requests) expect(JSON.stringify(r.body.messages)).toContain('Sentence 3 of paragraph 12');
  });

  it('says what does not fit when even a short part cannot', async () => {
    const { engine } = engineAgainst(server, { config: { contextTokens: 700 } });
    const error = await engine.revise(reviseInput()).catch((e: unknown) => e as EngineError);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('context_overflow');
    expect((error as EngineError).message).toMatch(/does not fit the context of test-model/);
  });
});
