// What the fake OpenAI-compatible server does with one request: a scripted reply or a fault.

interface Usage {
  prompt: number;
  completion: number;
  /** prompt_tokens_details.cached_tokens; default: the prefix shared with the previous request. */
  cached?: number;
}

export type Step =
  /** A normal answer; `content` is the assistant message text (JSON replies are text too). */
  | {
      type: 'reply';
      content: string;
      finishReason?: 'stop' | 'length' | 'content_filter';
      usage?: Usage;
      delayMs?: number;
      /** Streaming only: send part of the content, then drop the connection with no finish. */
      cutStream?: boolean;
      /** Streaming only: characters per SSE chunk (default 16). */
      chunkChars?: number;
      /** Streaming only: pause before each content chunk, like a model writing token by token. */
      chunkDelayMs?: number;
    }
  /** Like a model that never stops: text until max_tokens, the context, or `untilTokens`. */
  | { type: 'ramble'; untilTokens?: number; delayMs?: number }
  /** An HTTP error with the OpenAI error body and optional headers (e.g. Retry-After). */
  | { type: 'status'; status: number; headers?: Record<string, string>; message?: string }
  /** Never answer: the client must time out or cancel. */
  | { type: 'hang' }
  /** A raw body, e.g. a 200 that is not JSON at all. */
  | { type: 'raw'; status: number; body: string; contentType?: string }
  /** Close the socket without an answer (a network failure). */
  | { type: 'drop' };

export const reply = {
  json: (value: unknown, opts: Omit<Extract<Step, { type: 'reply' }>, 'type' | 'content'> = {}): Step => ({
    type: 'reply',
    content: JSON.stringify(value),
    ...opts,
  }),
  text: (content: string, opts: Omit<Extract<Step, { type: 'reply' }>, 'type' | 'content'> = {}): Step => ({
    type: 'reply',
    content,
    ...opts,
  }),
  /** Cut off by the output limit: finish_reason "length". */
  truncated: (content: string): Step => ({ type: 'reply', content, finishReason: 'length' }),
  /** No end of its own: the request's max_tokens or the server's context stops it. */
  ramble: (untilTokens?: number): Step => ({ type: 'ramble', untilTokens }),
};

export const fault = {
  status: (status: number, headers: Record<string, string> = {}, message = `HTTP ${status}`): Step => ({
    type: 'status',
    status,
    headers,
    message,
  }),
  rateLimited: (retryAfter?: { seconds?: string; ms?: string }): Step =>
    fault.status(
      429,
      {
        ...(retryAfter?.seconds !== undefined ? { 'retry-after': retryAfter.seconds } : {}),
        ...(retryAfter?.ms !== undefined ? { 'retry-after-ms': retryAfter.ms } : {}),
      },
      'Rate limit reached',
    ),
  serverError: (): Step => fault.status(500, {}, 'Internal server error'),
  hang: (): Step => ({ type: 'hang' }),
  drop: (): Step => ({ type: 'drop' }),
  malformedBody: (): Step => ({
    type: 'raw',
    status: 200,
    body: '{"id": "x", "choices": [',
    contentType: 'application/json',
  }),
};
