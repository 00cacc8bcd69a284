import type { CallState, Next, TurnReply } from '../call/state';
import { afterContentFilter } from './content-filter';
import { afterJsonCutOff } from './cut-off-json';
import { afterProseCutOff } from './cut-off-prose';
import { afterStop } from './stop';
import { afterWriterStopped } from './stopped-by-writer';

/** Hands a turn's reply to the handler of the reason it finished for; each returns the call's next step. */
export async function afterReply<T>(state: CallState<T>, reply: TurnReply): Promise<Next<T>> {
  if (reply.stopped) return afterWriterStopped(state, reply);
  const { json } = state.spec;
  if (reply.finishReason === 'length') {
    return json ? afterJsonCutOff(state, reply, json.schema) : afterProseCutOff(state, reply);
  }
  if (reply.finishReason === 'content-filter') return afterContentFilter(state);
  return afterStop(state, reply);
}
