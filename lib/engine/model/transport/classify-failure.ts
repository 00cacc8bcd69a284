import { APICallError } from 'ai';
import type { EngineErrorCode } from '../../types';
import { retryAfterMs } from './backoff';
import { isContextOverflow, providerMessage } from './provider-message';

export interface Failure {
  code: EngineErrorCode;
  retryable: boolean;
  /** Server-requested wait, when it sent Retry-After. */
  retryAfterMs?: number;
  /** Safe to show: our words, then the provider's own reason sanitised and capped (provider-message.ts). */
  message: string;
  /** The provider's sanitised reason alone, for the ModelCall row. */
  providerMessage?: string;
}

/** Sorts a failed request into our error codes and decides whether another attempt may help. */
export function classifyFailure(error: unknown, opts: { timedOut: boolean; timeoutMs: number }): Failure {
  if (opts.timedOut) {
    return { code: 'timeout', retryable: true, message: `The model did not answer within ${opts.timeoutMs} ms.` };
  }
  // Before the status: a stream whose socket closed mid-reply is an APICallError of a 200 response.
  if (isNetworkError(error)) {
    return { code: 'network', retryable: true, message: 'Could not reach the model endpoint.' };
  }
  if (APICallError.isInstance(error)) return classifyApiError(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'AI_InvalidResponseDataError' || name === 'AI_TypeValidationError' || name === 'AI_JSONParseError') {
    return { code: 'provider_error', retryable: true, message: 'The model endpoint sent an unreadable response.' };
  }
  return { code: 'provider_error', retryable: false, message: 'The model call failed unexpectedly.' };
}

function classifyApiError(error: APICallError): Failure {
  const status = error.statusCode;
  const said = providerMessage(error);
  const withReason = (message: string): Failure['message'] =>
    said ? `${message} The server said: "${said.text}"` : message;
  const failure = (f: Omit<Failure, 'providerMessage'>): Failure => ({
    ...f,
    message: withReason(f.message),
    providerMessage: said?.text,
  });
  if (status === 429) {
    return failure({
      code: 'rate_limited',
      retryable: true,
      retryAfterMs: retryAfterMs(error.responseHeaders),
      message: 'The model endpoint is rate-limiting requests (HTTP 429).',
    });
  }
  if (status !== undefined && (status >= 500 || status === 408 || status === 409)) {
    return failure({
      code: 'provider_error',
      retryable: true,
      retryAfterMs: retryAfterMs(error.responseHeaders),
      message: `The model endpoint failed (HTTP ${status}).`,
    });
  }
  if (status !== undefined && status >= 400 && isContextOverflow(said)) {
    return failure({
      code: 'context_overflow',
      retryable: false,
      message: `The request does not fit the model's context window (HTTP ${status}).`,
    });
  }
  if (status !== undefined && status >= 400) {
    return failure({ code: 'bad_request', retryable: false, message: badRequestMessage(status) });
  }
  if (status === undefined) {
    return { code: 'network', retryable: true, message: 'Could not reach the model endpoint.' };
  }
  // A 2xx whose body was not the protocol's JSON: a proxy or server hiccup worth one more try.
  return { code: 'provider_error', retryable: true, message: 'The model endpoint sent an unreadable response.' };
}

function badRequestMessage(status: number): string {
  if (status === 401 || status === 403)
    return `The model endpoint refused the credentials (HTTP ${status}): check OPENAI_API_KEY.`;
  if (status === 404)
    return 'The model endpoint does not know this model or path (HTTP 404): check the model name and OPENAI_BASE_URL.';
  return `The model endpoint rejected the request (HTTP ${status}).`;
}

function isNetworkError(error: unknown): boolean {
  const codes = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ENOTFOUND',
    'EPIPE',
    'ETIMEDOUT',
    'UND_ERR_SOCKET',
    'EAI_AGAIN',
  ]);
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    if (e instanceof TypeError && /fetch failed|terminated/i.test(e.message)) return true;
  }
  return false;
}
