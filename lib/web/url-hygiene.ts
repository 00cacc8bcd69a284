import { isSafeText } from '../validation';

/** Set by the proxy on a request whose URL is not plain text, for the one page that answers such a URL itself. */
export const BROKEN_LINK_HEADER = 'x-storyfold-broken-link';

/**
 * Whether a request URL's path and query are plain text: percent-encoding that decodes to valid
 * UTF-8 with no NUL, control character or lone surrogate. Anything else cannot name one of our
 * pages or records and is answered "not found" before any route or query sees it.
 */
export function isCleanRequestUrl(url: string): boolean {
  const parsed = new URL(url);
  const parts = [...parsed.pathname.split('/'), ...parsed.search.replace(/^\?/, '').split(/[&=]/)];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
    if (/[\u0000-\u001f\u007f]/.test(decoded) || !isSafeText(decoded)) return false;
  }
  return true;
}
