import { describe, expect, it } from 'vitest';
import type { CallState, Next } from '../../../../lib/engine/model/call/state';
import { afterOffSchema, MAX_REPAIRS, mendOrFail } from '../../../../lib/engine/model/finish/off-schema';
import { afterStop } from '../../../../lib/engine/model/finish/stop';
import { FITTED, finished, jsonState, proseState, type Plan } from './call-state';

const PROBLEM = [
  'The JSON does not match the required schema:',
  '- title: Too big: expected string to have <=20 characters',
  '- steps.0.minutes: Too big: expected number to be <=60',
  '- steps.1.name: Invalid input: expected string, received number',
  '- steps.2.name: Invalid input: expected string, received number',
].join('\n');
/** Off-schema, but mendable: the title cut, the minutes clamped, the broken step dropped. */
const MENDABLE = JSON.stringify({
  title: 'An evening in the old town',
  steps: [
    { name: 'walk', minutes: 90 },
    { name: 7, minutes: 5 },
  ],
});

describe('a finished reply (finish reason "stop")', () => {
  it('is the value when it passes its schema, fenced or not', () => {
    const plan: Plan = { title: 'Evening', steps: [{ name: 'walk', minutes: 20 }] };
    expect(afterStop(jsonState(), finished(JSON.stringify(plan)))).toEqual({
      kind: 'done',
      value: plan,
      row: { outcome: 'ok' },
    });
    expect(afterStop(jsonState(), finished('```json\n' + JSON.stringify(plan) + '\n```'))).toMatchObject({
      kind: 'done',
      value: plan,
    });
  });

  it('is prose with the text of earlier turns before it', () => {
    const next = afterStop(proseState({}, { prefix: 'The lamps came on ' }), finished('one by one.  '));
    expect(next).toEqual({ kind: 'done', value: 'The lamps came on one by one.', row: { outcome: 'ok' } });
  });

  it('goes back for repair when it is not JSON, naming the parse problem', () => {
    const next = afterStop(jsonState(), finished('{"title": "Evening", steps: oops'));
    expect(next.kind).toBe('again');
    if (next.kind !== 'again') return;
    expect(next.state.messages[2].content).toMatch(
      /^Your previous reply could not be used\.\nThe reply is not valid JSON/,
    );
    expect(next.row.errorCode).toBe('invalid_output');
  });

  it('goes back for repair when prose is empty, asking for the text alone', () => {
    const next = afterStop(proseState(), finished('   '));
    expect(next.kind === 'again' && next.state.messages[2].content).toBe(
      'Your previous reply could not be used.\nThe reply was empty. Write the requested text.\nReply again with the complete text only, with no commentary. Keep everything that was correct.',
    );
  });
});

describe('an off-schema reply', () => {
  it('is sent back with its problems: the prompt, the reply as it came, the repair request', () => {
    const next = afterOffSchema(jsonState(), finished(MENDABLE), PROBLEM);
    expect(next.kind).toBe('again');
    if (next.kind !== 'again') return;
    expect(next.state.repairs).toBe(1);
    expect(next.state.prefix).toBe('');
    expect(next.state.messages).toEqual([
      { role: 'user', content: FITTED.prompt },
      { role: 'assistant', content: MENDABLE },
      {
        role: 'user',
        content: `Your previous reply could not be used.\n${PROBLEM}\nReply again with the complete corrected JSON object only. Keep everything that was correct.`,
      },
    ]);
    // The row keeps the heading and the first three issues, on one line.
    // …and the reply as it came (seed 003 keeps an unusable reply for debugging).
    expect(next.row).toEqual({
      outcome: 'error',
      errorCode: 'invalid_output',
      errorMessage: PROBLEM.split('\n').slice(0, 4).join(' '),
      keepReply: true,
    });
  });

  it(`is sent back at most ${MAX_REPAIRS} times, then mended without the model`, () => {
    let state: CallState<Plan> = jsonState();
    const kinds: Next<Plan>['kind'][] = [];
    for (let turn = 0; turn < 5; turn++) {
      const next = afterOffSchema(state, finished(MENDABLE), PROBLEM);
      kinds.push(next.kind);
      if (next.kind !== 'again') {
        expect(next).toEqual({
          kind: 'done',
          value: { title: 'An evening in the ol', steps: [{ name: 'walk', minutes: 60 }] },
          row: {
            outcome: 'ok',
            errorCode: 'invalid_output',
            errorMessage: `Mended without the model: ${PROBLEM.split('\n').slice(0, 4).join(' ')}`,
            keepReply: true,
          },
        });
        break;
      }
      state = next.state;
    }
    expect(MAX_REPAIRS).toBe(2);
    expect(kinds).toEqual(['again', 'again', 'done']);
  });

  it('fails once the repairs are spent and nothing can be mended', () => {
    const next = mendOrFail(
      jsonState({}, { repairs: 2, attempts: 4 }),
      finished('no JSON at all'),
      'The reply is not valid JSON (x).',
    );
    expect(next.kind).toBe('fail');
    if (next.kind !== 'fail') return;
    expect(next.error.code).toBe('invalid_output');
    expect(next.error.attempts).toBe(4);
    expect(next.error.message).toBe(
      "The model's reply was still not usable after 2 repair requests: The reply is not valid JSON (x).",
    );
    expect(next.row).toEqual({
      outcome: 'error',
      errorCode: 'invalid_output',
      errorMessage: 'The reply is not valid JSON (x).',
      keepReply: true,
    });
  });

  it('never mends prose: empty prose fails once the repairs are spent', () => {
    const next = afterOffSchema(
      proseState({}, { repairs: 2 }),
      finished(''),
      'The reply was empty. Write the requested text.',
    );
    expect(next.kind).toBe('fail');
  });
});
