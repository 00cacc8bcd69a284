import { streamText } from 'ai';
import { countWords } from '../../../text/count';
import { EngineError, type ProseSink } from '../../types';
import { classifyFailure } from './classify-failure';
import { sdkOptions, usageOf, type RawReply, type RequestSpec } from './request';

/**
 * One request streamed (no retries of its own): every delta goes to the sink as it arrives. The writer's
 * stop ends prose early with what came so far (`stopped`). Prose that breaks off after text arrived is not
 * retried — the writer has seen that text — but fails with the reason, carrying the text. A structured
 * reply (`spec.json`) is judged whole, so one that breaks off is retried like any failed request.
 */
export async function streamOnce(
  spec: RequestSpec,
  signal: AbortSignal,
  sink: ProseSink,
  /** `progress` restarts the attempt's timeout: a stream that keeps coming is not cut off. */
  timing: { timeoutMs: number; progress: () => void },
): Promise<RawReply> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  sink.stop.addEventListener('abort', abort, { once: true });
  if (sink.stop.aborted) controller.abort();
  if (spec.json) sink.restart(); // each attempt of a structured reply starts afresh
  let text = '';
  const reply: RawReply = {
    text: '',
    finishReason: 'other',
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 },
    model: '',
  };
  const stoppedByWriter = () => sink.stop.aborted && !signal.aborted;
  try {
    const result = streamText({
      ...sdkOptions(spec, controller.signal),
      // Errors arrive as stream parts and are handled below; the SDK's own logging would only repeat them.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        timing.progress();
        text += part.text;
        sink.append(part.text);
      } else if (part.type === 'finish-step') {
        reply.model = part.response.modelId;
      } else if (part.type === 'finish') {
        reply.finishReason = part.finishReason;
        reply.usage = usageOf(part.totalUsage);
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort' && !stoppedByWriter()) {
        throw signal.reason ?? new Error('The stream was aborted.');
      }
    }
    if (stoppedByWriter()) return { ...reply, text, finishReason: 'stop', stopped: true };
    return { ...reply, text };
  } catch (error) {
    if (stoppedByWriter()) return { ...reply, text, finishReason: 'stop', stopped: true };
    if (!text || spec.json) throw error;
    // A cancelled run is told apart by the retry loop (it checks its own signal first).
    const failure = classifyFailure(error, { timedOut: signal.aborted, timeoutMs: timing.timeoutMs });
    const words = countWords(text);
    const message =
      failure.code === 'network'
        ? `The connection to the model endpoint was lost mid-reply, after ${words} words.`
        : failure.code === 'timeout'
          ? `The model sent nothing for ${timing.timeoutMs} ms mid-reply, after ${words} words.`
          : `${failure.message} The reply broke off after ${words} words.`;
    throw new EngineError(failure.code, message, 1, {
      cause: error,
      providerMessage: failure.providerMessage,
      partialText: text,
    });
  } finally {
    signal.removeEventListener('abort', abort);
    sink.stop.removeEventListener('abort', abort);
  }
}
