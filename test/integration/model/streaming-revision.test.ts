import { afterEach, describe, expect, it } from 'vitest';
import { engineAgainst } from '../../support/openai-engine';
import { validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { reply } from '../../support/openai-steps';
import { anchoredTask as anchored, FIXED_A as FIXED, QUOTE_A as QUOTE, reviseInput, sectionA } from './inputs';

// With a live sink, a revision's structured reply streams (SSE over real HTTP) and the section is shown
// as the reply stands so far; the reply is still judged whole: retried, repaired, applied as before.

const openai = useOpenAIServer(validResponder);
afterEach(() => expect(openai().pending()).toBe(0));

const WHOLE = 'Dark clouds rolled in from the west over the harbour. Mei watched the lantern flicker and die.';

/** Every text the section was shown, in order. */
function shownTexts() {
  const shown: string[] = [];
  return { shown, live: { show: (text: string) => shown.push(text) } };
}

describe('streaming revisions', () => {
  it('shows a whole-section reply growing as it streams, and returns it whole', async () => {
    openai().enqueue(reply.json({ edits: [], text: WHOLE, unapplied: [] }, { chunkChars: 5, chunkDelayMs: 2 }));
    const { engine, rows } = engineAgainst(openai());
    const { shown, live } = shownTexts();
    const { value } = await engine.revise(reviseInput(), { live });
    expect(openai().requests[0].body.stream).toBe(true);
    expect(openai().requests[0].body.response_format).toMatchObject({ type: 'json_schema' });
    expect(value).toEqual({ text: WHOLE, unapplied: [] });
    // The section as it was, until the reply's text starts; then that text, growing.
    expect(shown[0]).toBe(sectionA.text);
    const growing = shown.filter((t) => t !== WHOLE && t !== sectionA.text);
    expect(new Set(growing).size).toBeGreaterThan(5);
    for (const t of growing) expect(WHOLE.startsWith(t)).toBe(true);
    expect(shown.at(-1)).toBe(WHOLE);
    expect(rows).toMatchObject([{ outcome: 'ok', role: 'reviser' }]);
  });

  it('shows an edit only once it is complete, applied to the section', async () => {
    const edits = [{ find: QUOTE, replace: FIXED }];
    openai().enqueue(reply.json({ edits, text: '', unapplied: [] }, { chunkChars: 4 }));
    const { engine } = engineAgainst(openai());
    const { shown, live } = shownTexts();
    const { value } = await engine.revise(reviseInput({ tasks: [anchored] }), { live });
    const after = sectionA.text.replace(QUOTE, FIXED);
    expect(value.text).toBe(after);
    expect(new Set(shown)).toEqual(new Set([sectionA.text, after]));
    expect(shown.at(-1)).toBe(after);
  });

  it('retries a structured reply that broke off mid-stream, and repairs one that does not fit the schema', async () => {
    openai().enqueue(
      { type: 'reply', content: JSON.stringify({ edits: [], text: WHOLE, unapplied: [] }), cutStream: true },
      reply.json({ edits: [], text: '', unapplied: [] }),
      reply.json({ edits: [], text: WHOLE, unapplied: [] }),
    );
    const { engine, rows } = engineAgainst(openai());
    const { shown, live } = shownTexts();
    const { value } = await engine.revise(reviseInput(), { live });
    expect(value.text).toBe(WHOLE);
    expect(openai().requests.map((r) => r.body.stream)).toEqual([true, true, true]);
    expect(rows.map((r) => [r.outcome, r.errorCode])).toEqual([
      ['error', 'invalid_output'],
      ['ok', null],
    ]);
    expect(rows[0].attempts).toBe(2);
    expect(shown.at(-1)).toBe(WHOLE);
  });

  it('does not stream a revision nobody watches', async () => {
    openai().enqueue(reply.json({ edits: [], text: WHOLE, unapplied: [] }));
    const { engine } = engineAgainst(openai());
    await engine.revise(reviseInput());
    expect(openai().requests[0].body.stream).toBeFalsy();
  });
});
