import { EngineError } from '../../types';
import { contextSizeIn } from '../transport/provider-message';
import { sendGroup, type GroupReply } from '../transport/request-group';
import type { PreparedCall } from './prepare';
import type { CallState } from './state';

export type Turn<T> = { kind: 'reply'; reply: GroupReply } | { kind: 'refitted'; state: CallState<T> };

/**
 * One request group for the state's messages. A context overflow whose message names the server's real
 * context size fits the prompt again to it, once per call, for the loop to send afresh.
 */
export async function sendTurn<T>(call: PreparedCall<T>, state: CallState<T>): Promise<Turn<T>> {
  // A continuation appends to the streamed text; any other request starts it afresh.
  if (!state.prefix) call.sink?.restart();
  try {
    const reply = await sendGroup(
      {
        spec: call.spec,
        deps: call.deps,
        ctx: call.ctx,
        model: call.model,
        system: state.fitted.system,
        messages: state.messages,
        maxOutputTokens: state.maxOutputTokens,
        rate: call.server.rate,
        prose: call.sink,
      },
      state.attempts,
    );
    return { kind: 'reply', reply };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    if (error.partialText !== undefined) throw withPrefix(error, state.prefix);
    const learnt = contextSizeIn(error.providerMessage ?? '');
    if (state.relearned || !learnt || error.code !== 'context_overflow') throw error;
    call.server.learnContextTokens(call.model, learnt);
    const fitted = await call.fit().catch((fitError: EngineError) => {
      throw new EngineError(fitError.code, `${fitError.message} ${error.message}`, state.attempts, {
        providerMessage: error.providerMessage,
      });
    });
    const messages = [{ role: 'user' as const, content: fitted.prompt }];
    return {
      kind: 'refitted',
      state: { ...state, relearned: true, fitted, messages, maxOutputTokens: fitted.maxOutputTokens },
    };
  }
}

/** A reply that broke off during a continuation carries the text before it too. */
function withPrefix(error: EngineError, prefix: string): EngineError {
  if (!prefix) return error;
  return new EngineError(error.code, error.message, error.attempts, {
    cause: error.cause,
    providerMessage: error.providerMessage,
    partialText: prefix + (error.partialText ?? ''),
  });
}
