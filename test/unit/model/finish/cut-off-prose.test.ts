import { describe, expect, it } from 'vitest';
import { afterProseCutOff, MAX_CONTINUATIONS } from '../../../../lib/engine/model/finish/cut-off-prose';
import type { CallState, Next } from '../../../../lib/engine/model/call/state';
import { countWords } from '../../../../lib/text/count';
import { cutOff, FITTED, proseState, sentences } from './call-state';

const again = (next: Next<string>): CallState<string> => {
  if (next.kind !== 'again') throw new Error(`expected another turn, got ${next.kind}`);
  return next.state;
};

describe('prose cut off by the output cap (finish reason "length")', () => {
  it('goes on from where it stopped while short of its target', () => {
    const state = proseState({ target: 500 });
    const next = afterProseCutOff(state, cutOff('The lamps came on one by one and'));
    const after = again(next);
    expect(after.prefix).toBe('The lamps came on one by one and');
    expect(after.continuations).toBe(1);
    expect(after.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(after.messages[0].content).toBe(FITTED.prompt);
    expect(after.messages[1].content).toBe('The lamps came on one by one and');
    expect(after.messages[2].content).toMatch(
      /^Your reply was cut off by the length limit\. Continue exactly where it stopped/,
    );
    expect(after.maxOutputTokens).toBe(FITTED.maxOutputTokens);
    expect(next.row).toEqual({
      outcome: 'error',
      errorCode: 'truncated',
      errorMessage: 'Cut off at 400 tokens before the target; asked to continue.',
    });
  });

  it('continues the text of earlier turns, not just the last reply', () => {
    const state = proseState({ target: 500 }, { prefix: 'The lamps came on ', continuations: 1 });
    const after = again(afterProseCutOff(state, cutOff('one by one and')));
    expect(after.prefix).toBe('The lamps came on one by one and');
    expect(after.messages[1].content).toBe('The lamps came on one by one and');
    expect(after.continuations).toBe(2);
  });

  it(`continues at most ${MAX_CONTINUATIONS} times, then keeps the text up to its last sentence`, () => {
    const part = `${sentences(3)} And then `;
    let state = proseState({ target: 5_000 });
    const kinds: Next<string>['kind'][] = [];
    let next = afterProseCutOff(state, cutOff(part));
    kinds.push(next.kind);
    while (next.kind === 'again' && kinds.length < 5) {
      state = next.state;
      next = afterProseCutOff(state, cutOff(part));
      kinds.push(next.kind);
    }
    expect(MAX_CONTINUATIONS).toBe(2);
    expect(kinds).toEqual(['again', 'again', 'done']);
    expect(next.kind === 'done' && next.value).toBe(`${part}${part}${sentences(3)}`);
  });

  it('keeps prose that reached its target up to its last complete sentence', () => {
    const text = `${sentences(12)} And the last one broke`;
    const next = afterProseCutOff(proseState({ target: 100 }), cutOff(text));
    expect(next).toEqual({
      kind: 'done',
      value: sentences(12),
      row: {
        outcome: 'ok',
        errorCode: 'truncated',
        errorMessage: `Cut off at the output cap of 400 tokens at ${countWords(text)} words (target 100); kept up to the last complete sentence.`,
      },
    });
  });

  it('keeps prose asked without a target at once', () => {
    const next = afterProseCutOff(proseState(), cutOff(`${sentences(2)} Half`));
    expect(next.kind).toBe('done');
    expect(next.row.errorMessage).toContain('(target none)');
  });

  it('does not continue when the context has no room left for a useful continuation', () => {
    const tight = { ...FITTED, contextTokens: FITTED.inputTokens + 300 };
    const next = afterProseCutOff(proseState({ target: 5_000 }, { fitted: tight }), cutOff(`${sentences(3)} And`));
    expect(next.kind).toBe('done');
  });

  it('caps a continuation by the room the context has left beside the text so far', () => {
    const roomy = { ...FITTED, contextTokens: FITTED.inputTokens + 1_000, maxOutputTokens: 2_000 };
    const state = proseState({ target: 5_000 }, { fitted: roomy, maxOutputTokens: 2_000 });
    const text = sentences(10);
    const after = again(afterProseCutOff(state, cutOff(text)));
    expect(after.maxOutputTokens).toBe(1_000 - state.counter.count(text) - 64);
  });
});
