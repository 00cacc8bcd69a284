import type { z } from 'zod';
import { EngineError } from '../../types';
import { replyRoom } from '../budget/fit';
import type { CallState, Next, TurnReply } from '../call/state';
import { completePart } from '../reply/complete-part';

/** A structured reply cut off is asked again once, shorter, with this much more room where the context allows. */
const SHORTER_ROOM = 1.5;

/**
 * A structured reply cut off by the output cap ("length") is asked for again once, shorter. Cut off again,
 * it fails (callers that can split their work do so), unless the caller asked to keep its complete part
 * (whole list items only, nothing invented) and that passes the schema.
 */
export async function afterJsonCutOff<T>(
  state: CallState<T>,
  reply: TurnReply,
  schema: z.ZodType<T>,
): Promise<Next<T>> {
  const cap = state.maxOutputTokens;
  if (state.shortened < 1) {
    const available = Math.max(cap, Math.min(Math.ceil(cap * SHORTER_ROOM), replyRoom(state.fitted, 200)));
    return {
      kind: 'again',
      state: {
        ...state,
        shortened: state.shortened + 1,
        messages: [{ role: 'user', content: `${state.fitted.prompt}\n\n${shorterRequest(cap)}` }],
        maxOutputTokens: available,
        prefix: '',
      },
      row: {
        outcome: 'error',
        errorCode: 'truncated',
        errorMessage: `Cut off at ${cap} tokens; asked again for a shorter reply.`,
      },
    };
  }
  const error = new EngineError(
    'truncated',
    `The ${state.spec.label} reply was cut off at the output cap of ${cap} tokens, also after asking for a shorter one; its ${reply.text.length} characters were not a complete answer.`,
    state.attempts,
  );
  const kept = state.spec.keepCompletePart && (await completePart(state.prefix + reply.text, schema));
  if (kept) {
    return {
      kind: 'done',
      value: kept,
      row: { outcome: 'ok', errorCode: 'truncated', errorMessage: `${error.message} Kept its complete part.` },
    };
  }
  return { kind: 'fail', error, row: { outcome: 'error', errorCode: 'truncated', errorMessage: error.message } };
}

function shorterRequest(cap: number): string {
  return `Your previous reply was cut off at the length limit (${cap} tokens) before the JSON was complete. Reply again with a shorter JSON object: every required field, fewer list items, and one or two sentences per text value.`;
}
