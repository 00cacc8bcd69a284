import { appendLiveText, beginLiveText, endLiveText } from '../../data/runs/live-text';
import type { LiveTextKind, LiveTextState } from '../../data/runs/live-text.types';
import type { LiveTextSink, ProseSink } from '../../engine/types';
import type { RunContext } from '../run-context';

/** Deltas are written together at most this often, so a fast model costs a few writes a second. */
const LIVE_TEXT_FLUSH_MS = 250;
/** …or at once when this much text is waiting. */
const FLUSH_CHARS = 2_000;

export interface LiveSectionSink extends ProseSink, LiveTextSink {
  /** Writes what is still buffered and marks how the stream ended. */
  end(state: Exclude<LiveTextState, 'streaming'>): Promise<void>;
}

/**
 * Where a section's prose streams while a run writes it: deltas are buffered and appended in order a
 * few times a second (lib/data/runs/live-text.ts), and each write reads back the writer's stop.
 * A failed write is logged and skipped: the live text is a view, the version is what counts.
 */
export function liveSectionSink(ctx: RunContext, sectionId: string, kind: LiveTextKind = 'writing'): LiveSectionSink {
  const holder = { runId: ctx.run.id, owner: ctx.workerId };
  const stopper = new AbortController();
  let buffer = '';
  let chunks = 0;
  let restart = false;
  let replace = false;
  let first = true;
  let inFlight = 0;
  let queue: Promise<void> = Promise.resolve();

  const flush = () => {
    // Only the first start clears a stop asked of an earlier draft of this section in the same run.
    const job = { restart, resetStop: restart && first, delta: buffer, chunks, replace };
    if (restart) first = false;
    buffer = '';
    chunks = 0;
    restart = false;
    replace = false;
    inFlight++;
    queue = queue
      .then(async () => {
        // A shown text starts the live text itself, so that nobody sees the section empty in between.
        const startsWithText = job.restart && job.replace;
        if (job.restart)
          await beginLiveText(ctx.db, {
            holder,
            sectionId,
            resetStop: job.resetStop,
            kind,
            text: startsWithText ? job.delta : '',
          });
        const delta = startsWithText ? '' : job.delta;
        const replace = job.replace && !startsWithText;
        const { stopRequested } = await appendLiveText(ctx.db, {
          holder,
          sectionId,
          delta,
          chunks: job.chunks,
          replace,
        });
        if (stopRequested) stopper.abort();
      })
      .catch((error: unknown) => console.error(`[worker] live text of section ${sectionId} not written`, error))
      .finally(() => inFlight--);
  };
  // Also ticks while nothing arrives (a model still reading its prompt), so a stop is seen.
  const timer = setInterval(() => inFlight === 0 && flush(), LIVE_TEXT_FLUSH_MS);
  timer.unref();

  return {
    stop: stopper.signal,
    restart() {
      buffer = '';
      chunks = 0;
      restart = true;
      flush();
    },
    append(delta) {
      buffer += delta;
      chunks++;
      if (buffer.length >= FLUSH_CHARS) flush();
    },
    show(text) {
      // Only the latest text is written, on the same cadence as deltas; the first at once.
      buffer = text;
      chunks++;
      replace = true;
      if (first) {
        restart = true;
        flush();
      }
    },
    async end(state) {
      clearInterval(timer);
      flush();
      await queue;
      await endLiveText(ctx.db, holder, sectionId, state).catch((error: unknown) =>
        console.error(`[worker] live text of section ${sectionId} not closed`, error),
      );
    },
  };
}
