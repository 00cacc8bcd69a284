import { parsePartialJson } from 'ai';
import type { ProseSink } from '../../types';

/** What a structured reply is so far: the JSON parsed leniently, and whether it has closed. */
export type PartialReply = (value: unknown, complete: boolean) => void;

// A structured reply is not stopped half way: its stop never fires.
const NEVER = new AbortController().signal;

/**
 * Streams a structured reply like prose: the JSON text so far is parsed with the AI SDK's lenient parser
 * (the one behind its partial-output stream) and each value is handed on, in order. Deltas that arrive
 * while a parse waits are taken by it, so a fast stream costs one parse per turn of the event loop.
 */
export function partialJsonSink(onPartial: PartialReply): ProseSink {
  let raw = '';
  let scheduled = false;
  let parsing = Promise.resolve();
  return {
    stop: NEVER,
    restart() {
      raw = '';
    },
    append(delta) {
      raw += delta;
      if (scheduled) return;
      scheduled = true;
      parsing = parsing
        .then(async () => {
          scheduled = false;
          const { value, state } = await parsePartialJson(raw);
          if (state === 'successful-parse' || state === 'repaired-parse')
            onPartial(value, state === 'successful-parse');
        })
        // The partial reply is a view: a failure to show it must not touch the reply itself.
        .catch((error: unknown) => console.error('[engine] partial reply not shown', error));
    },
  };
}
