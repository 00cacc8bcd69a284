import type { CallState, Next, TurnReply } from '../call/state';
import { parseJsonReply, parseTextReply, type Parsed } from '../reply/parse';
import { afterOffSchema } from './off-schema';

/**
 * A reply the model finished ("stop", or any reason not handled apart): a structured one is read against
 * its schema, prose must not be empty. What passes is the value; what does not goes to afterOffSchema.
 */
export function afterStop<T>(state: CallState<T>, reply: TurnReply): Next<T> {
  const text = state.prefix + reply.text;
  const { json } = state.spec;
  const parsed = json ? parseJsonReply(text, json.schema) : (parseTextReply(text) as Parsed<T>);
  if (parsed.ok) return { kind: 'done', value: parsed.value, row: { outcome: 'ok' } };
  return afterOffSchema(state, reply, parsed.problem);
}
