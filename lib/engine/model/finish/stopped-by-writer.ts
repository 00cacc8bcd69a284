import { countWords } from '../../../text/count';
import type { CallState, Next, TurnReply } from '../call/state';

/** Streamed prose the writer stopped: what came so far, earlier turns included, is kept as a partial value. */
export function afterWriterStopped<T>(state: CallState<T>, reply: TurnReply): Next<T> {
  const kept = (state.prefix + reply.text).trim();
  return {
    kind: 'done',
    value: kept as T,
    partial: true,
    row: {
      outcome: 'ok',
      errorCode: 'stopped',
      errorMessage: `Stopped by the writer; kept ${countWords(kept)} words.`,
    },
  };
}
