import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../../lib/engine/types';
import { afterJsonCutOff } from '../../../../lib/engine/model/finish/cut-off-json';
import { cutOff, FITTED, jsonState, planSchema } from './call-state';

/** Two whole steps, then one cut off inside its name. */
const CUT =
  '{"title": "Evening", "steps": [{"name": "walk", "minutes": 20}, {"name": "tea", "minutes": 10}, {"name": "re';

describe('a structured reply cut off by the output cap (finish reason "length")', () => {
  it('is asked for once more, shorter, in a fresh request with more room where the context has it', async () => {
    const next = await afterJsonCutOff(jsonState(), cutOff(CUT), planSchema);
    expect(next.kind).toBe('again');
    if (next.kind !== 'again') return;
    expect(next.state.shortened).toBe(1);
    expect(next.state.prefix).toBe('');
    expect(next.state.messages).toHaveLength(1);
    expect(next.state.messages[0]).toEqual({
      role: 'user',
      content: `${FITTED.prompt}\n\nYour previous reply was cut off at the length limit (400 tokens) before the JSON was complete. Reply again with a shorter JSON object: every required field, fewer list items, and one or two sentences per text value.`,
    });
    expect(next.state.maxOutputTokens).toBe(600);
    expect(next.row).toEqual({
      outcome: 'error',
      errorCode: 'truncated',
      errorMessage: 'Cut off at 400 tokens; asked again for a shorter reply.',
    });
  });

  it('keeps the same cap for the shorter ask when the context has no more room', async () => {
    const tight = { ...FITTED, contextTokens: FITTED.inputTokens + 450 };
    const next = await afterJsonCutOff(jsonState({}, { fitted: tight }), cutOff(CUT), planSchema);
    expect(next.kind === 'again' && next.state.maxOutputTokens).toBe(400);
  });

  it('fails when cut off again, if the caller can split its work', async () => {
    const next = await afterJsonCutOff(jsonState({}, { shortened: 1, attempts: 3 }), cutOff(CUT), planSchema);
    expect(next.kind).toBe('fail');
    if (next.kind !== 'fail') return;
    expect(next.error).toBeInstanceOf(EngineError);
    expect(next.error.code).toBe('truncated');
    expect(next.error.attempts).toBe(3);
    expect(next.error.message).toBe(
      `The planner reply was cut off at the output cap of 400 tokens, also after asking for a shorter one; its ${CUT.length} characters were not a complete answer.`,
    );
    expect(next.row).toEqual({ outcome: 'error', errorCode: 'truncated', errorMessage: next.error.message });
  });

  it('keeps the complete part when cut off again and the caller cannot split: whole list items only', async () => {
    const state = jsonState({ keepCompletePart: true }, { shortened: 1 });
    const next = await afterJsonCutOff(state, cutOff(CUT), planSchema);
    expect(next.kind).toBe('done');
    if (next.kind !== 'done') return;
    expect(next.value).toEqual({
      title: 'Evening',
      steps: [
        { name: 'walk', minutes: 20 },
        { name: 'tea', minutes: 10 },
      ],
    });
    expect(next.row.outcome).toBe('ok');
    expect(next.row.errorCode).toBe('truncated');
    expect(next.row.errorMessage).toMatch(/also after asking for a shorter one; .* Kept its complete part\.$/);
  });

  it('fails rather than invent what is missing when the complete part does not pass the schema', async () => {
    const state = jsonState({ keepCompletePart: true }, { shortened: 1 });
    const next = await afterJsonCutOff(state, cutOff('{"title": "Evening", "steps": [{"name": "wa'), planSchema);
    expect(next.kind).toBe('fail');
    expect(next.kind === 'fail' && next.error.code).toBe('truncated');
  });
});
