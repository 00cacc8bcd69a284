import type { ReceivedRequest } from './openai-server';

// How the test server behaves like a real one (llama.cpp's llama-server) where limits matter: a
// context window that refuses larger prompts with llama.cpp's own 400, no output cap unless the
// request sends max_tokens, and a prefix cache reported as prompt_tokens_details.cached_tokens.

/** The server's token count: 4 characters a token, fewer than the engine's estimate assumes. */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

export function promptText(request: ReceivedRequest): string {
  const messages: { role: string; content: unknown }[] = request.body?.messages ?? [];
  return messages
    .map((m) => `<|${m.role}|>${typeof m.content === 'string' ? m.content : JSON.stringify(m.content)}`)
    .join('\n');
}

/** llama.cpp's reply to a prompt over its context (HTTP 400), word for word. */
export function contextOverflowBody(promptTokens: number, contextTokens: number) {
  return {
    error: {
      code: 400,
      message: `request (${promptTokens} tokens) exceeds the available context size (${contextTokens} tokens), try increasing it`,
      type: 'exceed_context_size_error',
      n_prompt_tokens: promptTokens,
      n_ctx: contextTokens,
    },
  };
}

/**
 * The reply text after the output limit: max_tokens when the request sent one, else (like llama.cpp)
 * only the context's remaining room. Cut text finishes with "length".
 */
export function applyOutputLimit(
  content: string,
  opts: { maxTokens?: number; promptTokens: number; contextTokens?: number },
): { content: string; cut: boolean } {
  const room = opts.contextTokens === undefined ? Infinity : opts.contextTokens - opts.promptTokens;
  const limit = Math.min(opts.maxTokens ?? Infinity, room);
  if (tokensOf(content) <= limit) return { content, cut: false };
  return { content: content.slice(0, Math.max(0, limit) * 4), cut: true };
}

const RAMBLE =
  'The lantern keeper walked along the harbour wall and counted the boats again. The wind turned over the nets. ';

/** Text that never ends on its own: the output limit (or the context) stops it, as it stops a rambling model. */
export function rambling(tokens: number): string {
  const chars = Math.max(0, tokens) * 4;
  return RAMBLE.repeat(Math.ceil(chars / RAMBLE.length) + 1).slice(0, chars + 4);
}

/** Tokens of this prompt the previous one already had (the prefix a server's cache can reuse). */
export function cachedPrefixTokens(previous: string | undefined, current: string): number {
  if (!previous) return 0;
  let i = 0;
  const n = Math.min(previous.length, current.length);
  while (i < n && previous.charCodeAt(i) === current.charCodeAt(i)) i++;
  return Math.floor(i / 4);
}
