import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  applyOutputLimit,
  cachedPrefixTokens,
  contextOverflowBody,
  promptText,
  rambling,
  tokensOf,
} from './openai-server-limits';
import type { Step } from './openai-steps';

// A real OpenAI-compatible HTTP server for tests: POST /v1/chat/completions, JSON or SSE
// (`stream: true`), exactly the Chat Completions wire format @ai-sdk/openai's chat model reads;
// GET /v1/models, llama.cpp's GET /props and (opt-in) POST /tokenize. With `contextTokens` it keeps llama.cpp's limits
// (openai-server-limits.ts). Each request takes the next scripted step from the queue, else asks
// the default responder.

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (model, messages, response_format, stream …). */
  body: any;
  at: number;
}

export type Responder = (request: ReceivedRequest) => Step;

export interface OpenAIServerOptions {
  respond?: Responder;
  port?: number;
  /** What GET /v1/models lists (default: the test model names). */
  models?: string[];
  /** llama.cpp's context window: larger prompts get its 400, replies stop at the room left. */
  contextTokens?: number;
  /** Whether /v1/models (meta.n_ctx) and /props report `contextTokens` (default true). */
  advertiseContext?: boolean;
  /** Whether it counts tokens on request, as llama.cpp's POST /tokenize does (default false). */
  tokenize?: boolean;
}

export interface OpenAIServer {
  /** Base URL to give the provider, ending in /v1. */
  url: string;
  /** Chat completion requests, in order. */
  requests: ReceivedRequest[];
  /** Discovery requests (GET /v1/models, /props, POST /api/show, POST /tokenize). */
  discovery: ReceivedRequest[];
  enqueue(...steps: Step[]): void;
  setDefault(responder: Responder): void;
  /** Steps still queued (a test that scripted more than was used has a bug). */
  pending(): number;
  close(): Promise<void>;
}

const fallback: Responder = () => ({ type: 'reply', content: 'ok' });

const TEST_MODELS = ['test-model', 'test-reviewer'];

export async function startOpenAIServer(opts: OpenAIServerOptions = {}): Promise<OpenAIServer> {
  const queue: Step[] = [];
  const requests: ReceivedRequest[] = [];
  const discovery: ReceivedRequest[] = [];
  const advertised = opts.advertiseContext !== false ? opts.contextTokens : undefined;
  let lastPrompt: string | undefined;
  let respond = opts.respond ?? fallback;
  let seq = 0;

  const server = http.createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: any = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body,
      at: Date.now(),
    };
    if (req.method === 'GET' && request.path === '/health') return void res.end('ok');
    if (req.method === 'GET' && request.path === '/v1/models') {
      discovery.push(request);
      return sendJson(res, 200, modelList(opts.models ?? TEST_MODELS, advertised));
    }
    if (req.method === 'GET' && request.path === '/props') {
      discovery.push(request);
      if (advertised === undefined) return sendError(res, 404, 'File Not Found');
      return sendJson(res, 200, { default_generation_settings: { n_ctx: advertised }, total_slots: 1 });
    }
    if (request.path === '/tokenize') {
      discovery.push(request);
      if (!opts.tokenize) return sendError(res, 404, 'File Not Found');
      const tokens = tokensOf(String(body?.content ?? ''));
      return sendJson(res, 200, { tokens: Array.from({ length: tokens }, (_, i) => i) });
    }
    if (request.path === '/api/show') {
      discovery.push(request);
      return sendError(res, 404, 'File Not Found');
    }
    requests.push(request);
    if (req.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return sendError(res, 404, `No route ${req.method} ${req.url}`);
    }
    const prompt = promptText(request);
    const promptTokens = tokensOf(prompt);
    if (opts.contextTokens !== undefined && promptTokens > opts.contextTokens) {
      return sendJson(res, 400, contextOverflowBody(promptTokens, opts.contextTokens));
    }
    const cachedTokens = cachedPrefixTokens(lastPrompt, prompt);
    lastPrompt = prompt;
    let step: Step;
    try {
      step = queue.shift() ?? respond(request);
    } catch (error) {
      // A script with no reply for a request fails that request at once, saying why, instead of leaving it unanswered.
      return sendError(res, 500, `Scripted server: ${(error as Error).message}`);
    }
    await perform(step, request, res, `chatcmpl-${++seq}`, {
      promptTokens,
      cachedTokens,
      contextTokens: opts.contextTokens,
    });
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    discovery,
    enqueue: (...steps) => queue.push(...steps),
    setDefault: (responder) => {
      respond = responder;
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Limits {
  promptTokens: number;
  cachedTokens: number;
  contextTokens?: number;
}

async function perform(
  scripted: Step,
  request: ReceivedRequest,
  res: http.ServerResponse,
  id: string,
  limits: Limits,
): Promise<void> {
  const step = limited(scripted, request, limits);
  switch (step.type) {
    case 'hang':
      return; // the client times out or cancels; close() ends the socket
    case 'drop':
      res.socket?.destroy();
      return;
    case 'raw':
      res.writeHead(step.status, { 'content-type': step.contentType ?? 'text/plain' });
      res.end(step.body);
      return;
    case 'status':
      return sendError(res, step.status, step.message ?? `HTTP ${step.status}`, step.headers);
    case 'reply': {
      if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
      const usage = usageOf(step, limits);
      const model = String(request.body?.model ?? 'test-model');
      if (request.body?.stream)
        return streamReply(res, {
          id,
          model,
          step,
          usage,
          includeUsage: !!request.body?.stream_options?.include_usage,
        });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: step.content },
              finish_reason: step.finishReason ?? 'stop',
            },
          ],
          usage,
        }),
      );
    }
  }
}

/**
 * A reply as SSE chunks of `chunkChars` characters, `chunkDelayMs` apart; `cutStream` drops the
 * connection halfway with no finish. A client that goes away (a stop, a cancel) ends the writing.
 */
async function streamReply(
  res: http.ServerResponse,
  r: { id: string; model: string; step: Extract<Step, { type: 'reply' }>; usage: object; includeUsage: boolean },
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
  const chunk = (choices: object[], extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: r.id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: r.model, choices, ...extra })}\n\n`,
    );
  const content = r.step.content;
  const size = Math.max(1, r.step.chunkChars ?? 16);
  const parts = content.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  const sent = r.step.cutStream ? parts.slice(0, Math.ceil(parts.length / 2)) : parts;
  for (const p of sent) {
    if (r.step.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, r.step.chunkDelayMs));
    if (res.destroyed || res.writableEnded) return;
    chunk([{ index: 0, delta: { content: p }, finish_reason: null }]);
  }
  if (r.step.cutStream) {
    // Let what was sent reach the client first: the cut comes after text arrived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    res.socket?.destroy();
    return;
  }
  chunk([{ index: 0, delta: {}, finish_reason: r.step.finishReason ?? 'stop' }]);
  if (r.includeUsage) chunk([], { usage: r.usage });
  res.end('data: [DONE]\n\n');
}

/** A reply as the server's limits leave it: a ramble runs to the limit, anything else is cut at it. */
function limited(step: Step, request: ReceivedRequest, limits: Limits): Step {
  const maxTokens = request.body?.max_completion_tokens ?? request.body?.max_tokens;
  if (step.type === 'ramble') {
    const room = (limits.contextTokens ?? step.untilTokens ?? 2_000) - limits.promptTokens;
    const content = rambling(Math.min(maxTokens ?? Infinity, room, step.untilTokens ?? Infinity));
    return { type: 'reply', content, finishReason: 'length', delayMs: step.delayMs };
  }
  if (step.type !== 'reply') return step;
  const { content, cut } = applyOutputLimit(step.content, { maxTokens, ...limits });
  return cut ? { ...step, content, finishReason: 'length' } : step;
}

function usageOf(step: Extract<Step, { type: 'reply' }>, limits: Limits) {
  const prompt = step.usage?.prompt ?? limits.promptTokens;
  const completion = step.usage?.completion ?? tokensOf(step.content);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: step.usage?.cached ?? Math.min(limits.cachedTokens, prompt) },
  };
}

function modelList(ids: string[], contextTokens: number | undefined) {
  return {
    object: 'list',
    data: ids.map((id) => ({
      id,
      object: 'model',
      created: 1_700_000_000,
      owned_by: 'test',
      ...(contextTokens ? { meta: { n_ctx: contextTokens } } : {}),
    })),
  };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(
    JSON.stringify({
      error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', param: null, code: null },
    }),
  );
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
