import { countWords } from '../../../text/count';
import { replyRoom } from '../budget/fit';
import type { CallState, Next, TurnReply } from '../call/state';
import { endAtSentence, reachedTarget } from '../reply/prose-length';

/** Prose cut off by the cap before its target is asked to go on at most this often. */
export const MAX_CONTINUATIONS = 2;

const CONTINUE =
  'Your reply was cut off by the length limit. Continue exactly where it stopped, mid-sentence if need be: do not repeat anything, do not restart, no commentary. Finish the text within the remaining length.';
const MIN_CONTINUATION_TOKENS = 256;

/**
 * Prose cut off by the output cap ("length"): before its target it goes on from where it stopped (at most
 * MAX_CONTINUATIONS times, while the context has room); at or past its target, or out of continuations,
 * it is kept up to its last sentence: a runaway reply ends there.
 */
export function afterProseCutOff<T>(state: CallState<T>, reply: TurnReply): Next<T> {
  const text = state.prefix + reply.text;
  const left = replyRoom(state.fitted, state.counter.count(text) + 64);
  const { target } = state.spec;
  if (
    !target ||
    reachedTarget(text, target) ||
    state.continuations >= MAX_CONTINUATIONS ||
    left < MIN_CONTINUATION_TOKENS
  ) {
    return {
      kind: 'done',
      value: endAtSentence(text) as T,
      row: {
        outcome: 'ok',
        errorCode: 'truncated',
        errorMessage: `Cut off at the output cap of ${state.maxOutputTokens} tokens at ${countWords(text)} words (target ${target ?? 'none'}); kept up to the last complete sentence.`,
      },
    };
  }
  return {
    kind: 'again',
    state: {
      ...state,
      continuations: state.continuations + 1,
      messages: [
        { role: 'user', content: state.fitted.prompt },
        { role: 'assistant', content: text },
        { role: 'user', content: CONTINUE },
      ],
      maxOutputTokens: Math.min(state.fitted.maxOutputTokens, left),
      prefix: text,
    },
    row: {
      outcome: 'error',
      errorCode: 'truncated',
      errorMessage: `Cut off at ${state.maxOutputTokens} tokens before the target; asked to continue.`,
    },
  };
}
