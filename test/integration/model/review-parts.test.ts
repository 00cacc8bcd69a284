import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engineAgainst } from '../../support/openai-engine';
import { firstUserMessage, promptSections, schemaName, validResponder } from '../../support/openai-fixtures';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { tokensOf } from '../../support/openai-server-limits';
import { reply } from '../../support/openai-steps';
import { assessInput, sectionA, sectionB } from './inputs';

// A document larger than the model's context is reviewed in parts against a server with llama.cpp's
// limits: every request fits, every section is read whole by exactly one request per reviewer, and the
// findings of every part come back.

const CONTEXT = 4_500;
let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({ respond: validResponder, contextTokens: CONTEXT });
});
afterAll(() => server.close());
beforeEach(() => void (server.requests.length = 0));

/** Eight sections of about 500 tokens each: about 4,000 tokens of text, more than the context. */
const sections = Array.from({ length: 8 }, (_, i) => ({
  ...sectionA,
  id: `ch${i + 1}`,
  title: `Chapter ${i + 1}`,
  text: Array.from({ length: 40 }, (_, s) => `Line ${s + 1} of chapter ${i + 1} follows the keeper upstairs.`).join(
    ' ',
  ),
}));
const promptTokens = (body: any) => tokensOf(body.messages.map((m: { content: string }) => m.content).join('\n'));
/** The engine counts tokens by an estimate calibrated on earlier replies: a request may be off by a little. */
const fits = (body: any) => expect(promptTokens(body) + body.max_tokens).toBeLessThanOrEqual(CONTEXT * 1.02);

describe('a document too large for the context', () => {
  it('is reviewed in parts that each fit, every section whole, and the findings of every part kept', async () => {
    const { engine } = engineAgainst(server);
    const { value } = await engine.assess(assessInput(['red', 'global'], { sections }));

    const red = server.requests.filter((r) => schemaName(r) === 'red_review');
    expect(red.length).toBeGreaterThan(1);
    for (const r of server.requests) fits(r.body);
    const read = red.flatMap((r) => promptSections(r));
    expect(read.map((s) => s.id).sort()).toEqual(sections.map((s) => s.id).sort());
    for (const s of read) expect(s.text).toBe(sections.find((x) => x.id === s.id)!.text);

    // The fixture's red team raises one finding on the first section of each request it reads.
    const redFindings = value.suggestions.filter((s) => s.role === 'red');
    expect(redFindings.map((s) => s.sectionId).sort()).toEqual(red.map((r) => promptSections(r)[0].id).sort());
    // The global reviewer, also in parts, scores the document once, as its weaker part.
    expect(value.scored!.filter((s) => s.sectionId === null)).toHaveLength(1);
  });

  it('is judged in parts too: each finding settled once, in a request that fits', async () => {
    const { engine } = engineAgainst(server);
    const { value } = await engine.assess(assessInput(['red', 'judge'], { sections }));

    const red = server.requests.filter((r) => schemaName(r) === 'red_review');
    const judge = server.requests.filter((r) => schemaName(r) === 'judge_review');
    expect(judge.length).toBeGreaterThan(1);
    for (const r of judge) fits(r.body);
    const cited = judge.flatMap((r) => [...firstUserMessage(r).matchAll(/^(F\d+) \[/gm)].map((m) => m[1]));
    expect(cited.sort()).toEqual(red.map((_, i) => `F${i + 1}`).sort());
    // Each half's verdict comes back: the fixture's judge keeps one improvement per request.
    expect(value.suggestions.filter((s) => s.role === 'red')).toHaveLength(judge.length);
    expect(value.judgement).toBeDefined();
  });

  it('is judged in halves of its findings when one section has more than the context holds', async () => {
    const improvement = (i: number) => ({
      section: sectionA.id,
      category: 'completeness',
      quote: '',
      issue: `Finding ${i + 1}: the keeper's climb skips what she sees on the landing, the lamp room and the sea below.`,
      expected: `Finding ${i + 1}: one sentence each for the landing, the lamp room and the view of the sea.`,
      priority: 'medium',
    });
    server.enqueue(reply.json({ improvements: Array.from({ length: 20 }, (_, i) => improvement(i)) }));
    const { engine } = engineAgainst(server, { config: { contextTokens: 3_600 } });
    await engine.assess(assessInput(['red', 'judge'], { sections: [sectionA] }));

    const judge = server.requests.filter((r) => schemaName(r) === 'judge_review');
    expect(judge.length).toBeGreaterThan(1);
    const cited = judge.flatMap((r) => [...firstUserMessage(r).matchAll(/^(F\d+) \[/gm)].map((m) => m[1]));
    expect(cited.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `F${i + 1}`).sort());
  });

  it('is reviewed in halves when the reply is cut off for want of room, even after asking for a shorter one', async () => {
    server.enqueue(reply.truncated('{"improvements": [{"section": "'), reply.truncated('{"improvements": ['));
    const { engine } = engineAgainst(server);
    const { value } = await engine.assess(assessInput(['red']));

    const red = server.requests.filter((r) => schemaName(r) === 'red_review');
    const [a, b] = [sectionA.id, sectionB.id];
    expect(red.map((r) => promptSections(r).map((s) => s.id))).toEqual([[a, b], [a, b], [a], [b]]);
    expect(value.suggestions.map((s) => s.sectionId)).toEqual([a, b]);
  });

  it('keeps the complete findings of a lone section whose review is cut off twice, and records why', async () => {
    const finding = (issue: string) =>
      `{"section": "${sectionA.id}", "category": "completeness", "quote": "", "issue": "${issue}", "expected": "One sentence on the lamp room.", "priority": "high"}`;
    const cut = `{"improvements": [${finding('The lamp room is never described.')}, {"section": "${sectionA.id}", "issue": "The sea`;
    server.enqueue(reply.truncated(cut), reply.truncated(cut));
    const { engine, rows } = engineAgainst(server);
    const { value } = await engine.assess(assessInput(['red'], { sections: [sectionA] }));

    expect(server.requests).toHaveLength(2);
    // The finding written whole is kept; the one the cap cut off is not guessed at.
    expect(value.suggestions.map((s) => s.detail)).toEqual(['The lamp room is never described.']);
    expect(rows.at(-1)).toMatchObject({ outcome: 'ok', errorCode: 'truncated' });
    expect(rows.at(-1)!.errorMessage).toMatch(/reviewer:red reply was cut off .* Kept its complete part/);
  });

  it('is reviewed in one request when it fits', async () => {
    const { engine } = engineAgainst(server);
    await engine.assess(assessInput(['red']));
    expect(server.requests).toHaveLength(1);
  });
});
