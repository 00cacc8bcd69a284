import type { CallContext, Usage } from '../../types';
import { afterReply } from '../finish/after-reply';
import { prepareCall } from './prepare';
import { sendTurn } from './send-turn';
import { firstState } from './state';
import type { CallDeps, CallResult, CallSpec } from './types';

export type { CallDeps, CallResult, CallSpec } from './types';

/**
 * One logical model call: a prompt fitted to the context with an output cap, then turns until a finish
 * handler (lib/engine/model/finish) settles it — repairs, continuations of prose cut off by the cap and
 * shorter asks are further turns. Each turn is one request group with retried transport and one recorded row.
 */
export async function callModel<T>(spec: CallSpec<T>, deps: CallDeps, ctx: CallContext = {}): Promise<CallResult<T>> {
  const call = await prepareCall(spec, deps, ctx);
  let state = firstState(spec, call.counter, await call.fit());
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  let answeredBy = call.model;
  for (;;) {
    const turn = await sendTurn(call, state);
    if (turn.kind === 'refitted') {
      state = turn.state;
      continue;
    }
    const { reply } = turn;
    state = { ...state, attempts: state.attempts + reply.attempts };
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;
    answeredBy = reply.model || answeredBy;
    // The first reply counts the fitted prompt alone: its server count calibrates the estimate.
    if (state.attempts === reply.attempts) {
      call.counter.calibrate(`${state.fitted.system}\n${state.fitted.prompt}`, reply.usage.inputTokens);
    }
    const next = await afterReply(state, reply);
    await reply.record(next.row);
    if (next.kind === 'fail') throw next.error;
    if (next.kind === 'done') {
      return { value: next.value, usage, model: answeredBy, ...(next.partial && { partial: true }) };
    }
    state = next.state;
  }
}
