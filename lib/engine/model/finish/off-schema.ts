import { EngineError } from '../../types';
import type { CallState, Next, TurnReply } from '../call/state';
import { mendReply } from '../reply/parse';

/** A reply that fails parsing or the schema is sent back with the problem at most this often. */
export const MAX_REPAIRS = 2;

/**
 * A reply that failed parsing or its schema (`problem` says how) goes back to the model with the problem,
 * at most MAX_REPAIRS times; after that it is mended or the call fails (mendOrFail).
 */
export function afterOffSchema<T>(state: CallState<T>, reply: TurnReply, problem: string): Next<T> {
  if (state.repairs >= MAX_REPAIRS) return mendOrFail(state, reply, problem);
  return {
    kind: 'again',
    state: {
      ...state,
      repairs: state.repairs + 1,
      prefix: '',
      messages: [
        { role: 'user', content: state.fitted.prompt },
        { role: 'assistant', content: reply.text },
        { role: 'user', content: repairRequest(problem, Boolean(state.spec.json)) },
      ],
    },
    row: { outcome: 'error', errorCode: 'invalid_output', errorMessage: headline(problem), keepReply: true },
  };
}

/**
 * The repairs spent: the model could not repair it, so a structured reply keeps what fits the schema
 * (numbers clamped, strings and lists cut, broken list items dropped) when that passes; else the call fails.
 */
export function mendOrFail<T>(state: CallState<T>, reply: TurnReply, problem: string): Next<T> {
  const summary = headline(problem);
  if (state.spec.json) {
    const mended = mendReply(state.prefix + reply.text, state.spec.json.schema);
    if (mended !== undefined) {
      return {
        kind: 'done',
        value: mended,
        row: {
          outcome: 'ok',
          errorCode: 'invalid_output',
          errorMessage: `Mended without the model: ${summary}`,
          keepReply: true,
        },
      };
    }
  }
  return {
    kind: 'fail',
    error: new EngineError(
      'invalid_output',
      `The model's reply was still not usable after ${MAX_REPAIRS} repair requests: ${summary}`,
      state.attempts,
    ),
    row: { outcome: 'error', errorCode: 'invalid_output', errorMessage: summary, keepReply: true },
  };
}

/** The problem's heading and its first issues: "The JSON does not match …: - chapters.0.key: …". */
function headline(problem: string): string {
  return problem.split('\n').slice(0, 4).join(' ').slice(0, 400);
}

function repairRequest(problem: string, json: boolean): string {
  const what = json ? 'the complete corrected JSON object only' : 'the complete text only, with no commentary';
  return `Your previous reply could not be used.\n${problem}\nReply again with ${what}. Keep everything that was correct.`;
}
