import type { Anchor } from '../../../text/anchor';
import { locateQuote } from '../../../text/locate-quote';

// Models like to wrap a quote in quotation marks or pad it with spaces; the text has neither.
const WRAPPING = /^[\s"'“”‘’「」『』«»]+|[\s"'“”‘’「」『』«»]+$/g;

/**
 * The anchor of a reviewer's quote in a section's text (exact, then whitespace- and
 * quote-mark-normalised, by lib/text/locate-quote), or null when it is not there: a finding
 * whose words cannot be found stays section-level rather than land on other words.
 */
export function anchorQuote(text: string, quote: string): Anchor | null {
  const q = quote.replace(WRAPPING, '');
  if (!q) return null;
  return locateQuote(text, q) ?? (q === quote ? null : locateQuote(text, quote));
}
