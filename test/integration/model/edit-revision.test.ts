import { describe, expect, it } from 'vitest';
import { engineAgainst } from '../../support/openai-engine';
import { systemMessage, validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { reply } from '../../support/openai-steps';
import { anchoredTask as anchored, FIXED_A as FIXED, QUOTE_A as QUOTE, reviseInput, sectionA } from './inputs';

// A revision whose tasks quote passages asks for edits, applies them locally and checks they fit;
// the whole section is asked for only when they do not, or when a task is about the whole section.
const openai = useOpenAIServer(validResponder);

describe('revisions as edits', () => {
  it('asks for edits when every task quotes the text, and applies them where they stand', async () => {
    openai().enqueue(reply.json({ edits: [{ find: QUOTE, replace: FIXED }], text: '', unapplied: [] }));
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.revise(reviseInput({ tasks: [anchored] }));
    expect(result.value).toEqual({ text: sectionA.text.replace(QUOTE, FIXED), unapplied: [] });
    expect(openai().requests).toHaveLength(1);
    expect(systemMessage(openai().requests[0])).toContain('Reply with edits');
    expect(rows.map((r) => r.role)).toEqual(['reviser']);
  });

  it('asks for the whole section again when an edit does not fit the text, and counts both calls', async () => {
    openai().enqueue(
      reply.json({ edits: [{ find: 'a sentence that is not there', replace: FIXED }], text: '', unapplied: [] }),
      reply.json({ text: `${sectionA.text} Revised whole.`, unapplied: [] }),
    );
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.revise(reviseInput({ tasks: [anchored] }));
    expect(result.value.text).toBe(`${sectionA.text} Revised whole.`);
    expect(openai().requests.map((r) => systemMessage(r).includes('Reply with edits'))).toEqual([true, false]);
    expect(rows).toHaveLength(2);
    expect(result.usage.outputTokens).toBe(rows.reduce((n, r) => n + r.outputTokens, 0));
  });

  it('asks for the whole section when a task is about the whole section', async () => {
    const { engine } = engineAgainst(openai());
    const result = await engine.revise(
      reviseInput({ tasks: [anchored, { ...anchored, suggestionId: 'sug3', anchor: null }] }),
    );
    expect(systemMessage(openai().requests[0])).toContain('Return the complete section in "text"');
    expect(result.value.text).toBe(`${sectionA.text} Revised.`);
  });

  it('leaves the text and hands every task to the author when nothing fits even as a whole', async () => {
    const stray = reply.json({ edits: [{ find: 'nowhere', replace: 'x' }], text: '', unapplied: [] });
    openai().enqueue(stray, stray);
    const { engine } = engineAgainst(openai());
    const result = await engine.revise(reviseInput({ tasks: [anchored] }));
    expect(result.value).toEqual({ text: sectionA.text, unapplied: ['sug2'] });
  });
});
