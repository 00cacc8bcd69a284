import { APICallError } from 'ai';

/** Longest provider message we pass on: enough for a reason, too short for a leaked prompt. */
const PROVIDER_MESSAGE_MAX = 300;

const SECRET = /\b(sk-[\w-]{6,}|(?:bearer|api[_-]?key|token)[\s:=]+[\w.~+/-]{8,})/gi;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Provider text made safe to show: no control characters or key-like strings, one line, capped. */
function sanitiseProviderText(text: string, max = PROVIDER_MESSAGE_MAX): string {
  const clean = text.replace(CONTROL, ' ').replace(SECRET, '[redacted]').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

interface ErrorBody {
  error?: { message?: unknown; type?: unknown } | string;
  message?: unknown;
  detail?: unknown;
}

/** The provider's own reason for a failed request (OpenAI, llama.cpp, Ollama and vLLM bodies), sanitised. */
export function providerMessage(error: APICallError): { text: string; type?: string } | undefined {
  let body: ErrorBody | undefined = error.data as ErrorBody | undefined;
  if (!body && error.responseBody) {
    try {
      body = JSON.parse(error.responseBody) as ErrorBody;
    } catch {
      body = { message: error.responseBody };
    }
  }
  const inner = typeof body?.error === 'object' ? body.error : undefined;
  const raw =
    inner?.message ?? (typeof body?.error === 'string' ? body.error : undefined) ?? body?.message ?? body?.detail;
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  return { text: sanitiseProviderText(raw), type: typeof inner?.type === 'string' ? inner.type : undefined };
}

const CONTEXT_OVERFLOW =
  /context (size|length|window)|maximum context|exceed_context_size|prompt is too long|too many (input )?tokens|input is too long/i;

/** A 400 that says the prompt does not fit the model's context (llama.cpp, OpenAI, vLLM, Ollama wordings). */
export function isContextOverflow(message: { text: string; type?: string } | undefined): boolean {
  return !!message && (CONTEXT_OVERFLOW.test(message.text) || CONTEXT_OVERFLOW.test(message.type ?? ''));
}

/** The context size a provider names in its overflow message, e.g. llama.cpp's "(4096 tokens)". */
export function contextSizeIn(message: string): number | undefined {
  const m = /context (?:size|length|window)[^\d]{0,20}(\d{3,7})/i.exec(message);
  return m ? Number(m[1]) : undefined;
}
