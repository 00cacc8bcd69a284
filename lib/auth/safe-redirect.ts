/** Any origin will do: only the comparison of the parsed target with it matters. */
const BASE = 'http://storyfold.invalid';

// Browsers strip tabs and newlines from URLs and read "\" as "/", so "/\tevil" or "/\evil" can
// become "//evil" (another host). Anything with a control character or a backslash is refused.
const SUSPICIOUS = /[\u0000-\u001f\u007f\\]/;

/**
 * A redirect target after sign-in: a same-origin path ("/projects/x?tab=y#z"), or the fallback.
 * Decided by URL parsing, not by prefix checks: the target must resolve to our own origin.
 */
export function safeNextPath(next: unknown, fallback = '/projects'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || SUSPICIOUS.test(next)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  // An encoded "\" or "/" at the start ("/%5Cevil", "/%2F/evil") is decoded again by some servers and proxies.
  if (decoded.startsWith('//') || SUSPICIOUS.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
