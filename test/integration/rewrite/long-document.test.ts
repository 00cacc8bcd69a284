import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRewrite } from '../../../lib/rewrite/pipeline';
import { engineAgainst } from '../../support/openai-engine';
import { firstUserMessage, schemaName, validPayload, validResponder } from '../../support/openai-fixtures';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import type { Responder } from '../../support/openai-server';
import { reply } from '../../support/openai-steps';

// A 6,000-word original against a server with a 4,096-token context (llama.cpp's default slot): the
// outline is planned from parts of the document, every request fits, and each section is written
// from the part it was planned from.

const paragraph = (n: number) =>
  `Paragraph ${n}: the harbour council reviewed the sea wall, the ferry timetable and the winter storm plan with the residents of the east quay, and wrote down what each of them asked for.`;
const LONG = `# Harbour report\n\n${Array.from({ length: 200 }, (_, i) => paragraph(i + 1)).join('\n\n')}`;

let outlines = 0;
const respond: Responder = (request) => {
  if (schemaName(request) !== 'rewrite_outline') return validResponder(request);
  outlines++;
  const payload = validPayload('rewrite_outline', request) as { sections: { key: string }[] };
  return reply.json({ ...payload, sections: payload.sections.map((s) => ({ ...s, key: `part${outlines}` })) });
};

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({ respond, contextTokens: 4_096, models: ['tinydoc-3m'] });
});
afterAll(() => server.close());

describe('rewrite of a long document on a small context', () => {
  it('outlines the document from parts and writes each section from its part', async () => {
    expect(LONG.split(/\s+/).length).toBeGreaterThan(6_000);
    const { engine, rows } = engineAgainst(server, { config: { models: {} } });
    const result = await runRewrite(
      { originalDocument: LONG, clarifications: [{ question: 'Audience?', answer: 'Residents.' }] },
      { engine, maxRounds: 1 },
    );

    expect(outlines).toBeGreaterThan(1);
    expect(result.document.sections.length).toBe(outlines);
    expect(rows.filter((r) => r.errorCode === 'context_overflow')).toEqual([]);
    for (const r of server.requests) expect(JSON.stringify(r.body.messages).length / 4).toBeLessThan(4_096);

    const writers = server.requests.filter((r) => !schemaName(r));
    expect(writers[0] && firstUserMessage(writers[0])).toContain('Paragraph 1:');
    expect(firstUserMessage(writers.at(-1)!)).toContain('Paragraph 200:');
    expect(firstUserMessage(writers.at(-1)!)).not.toContain('Paragraph 1:');
  });

  it('outlines in halves a document whose outline is cut off for want of room, also when asked for a shorter one', async () => {
    outlines = 0;
    server.requests.length = 0;
    const SHORT = `# Harbour report\n\n${Array.from({ length: 12 }, (_, i) => paragraph(i + 1)).join('\n\n')}`;
    server.enqueue(reply.truncated('{"title": "Harbour", "sections": [{"key": "'), reply.truncated('{"title": "'));
    const { engine } = engineAgainst(server, { config: { models: {} } });
    const result = await runRewrite(
      { originalDocument: SHORT, clarifications: [{ question: 'Audience?', answer: 'Residents.' }] },
      { engine, maxRounds: 1 },
    );

    expect(outlines).toBe(2);
    expect(result.document.sections.map((s) => s.key)).toEqual(['part1', 'part2']);
    const writers = server.requests.filter((r) => !schemaName(r));
    expect(firstUserMessage(writers[0])).toContain('Paragraph 1:');
    expect(firstUserMessage(writers[1])).toContain('Paragraph 12:');
    expect(firstUserMessage(writers[1])).not.toContain('Paragraph 1:');
  });
});
