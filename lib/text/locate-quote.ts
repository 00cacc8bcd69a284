import { anchorAt, type Anchor } from './anchor';
import { normaliseForMatch } from './normalise-for-match';
import { contextScore, nearestTo, occurrencesOf } from './quote-candidates';

/** What is known about where a model meant its quote: the text around it and a rough offset. */
export interface QuoteHint {
  prefix?: string;
  suffix?: string;
  start?: number;
}

interface Span {
  start: number;
  end: number;
}

/**
 * Place a model's quoted text in `text`: an exact occurrence first, else one that differs only in
 * whitespace layout or quote-mark style. The anchor always covers the original text, so its quote
 * may differ from `quote` in just those ways. Null when the quote is blank or not there.
 */
export function locateQuote(text: string, quote: string, hint: QuoteHint = {}): Anchor | null {
  // Whitespace alone says nothing about where the model meant.
  if (quote.trim().length === 0) return null;
  const exact = occurrencesOf(text, quote).map((start) => ({ start, end: start + quote.length }));
  const spans = exact.length > 0 ? exact : normalisedSpans(text, quote);
  if (spans.length === 0) return null;
  const chosen = chooseSpan(text, spans, hint);
  return anchorAt(text, chosen.start, chosen.end);
}

function normalisedSpans(text: string, quote: string): Span[] {
  const target = normaliseForMatch(quote).text.trim();
  if (target.length === 0) return [];
  const haystack = normaliseForMatch(text);
  return occurrencesOf(haystack.text, target).map((n) => ({
    start: haystack.origin[n],
    end: haystack.origin[n + target.length - 1] + 1,
  }));
}

// Best context agreement first, then nearest the hinted offset, then earliest: with no hint a
// repeated quote goes to its first occurrence, which holds exactly the quoted words.
function chooseSpan(text: string, spans: Span[], hint: QuoteHint): Span {
  const context = { prefix: hint.prefix ?? '', suffix: hint.suffix ?? '' };
  let candidates = spans;
  if (spans.length > 1 && (context.prefix || context.suffix)) {
    const scores = spans.map((s) => contextScore(text, s.start, s.end, context));
    const best = scores.reduce((a, b) => Math.max(a, b), 0);
    candidates = spans.filter((_, i) => scores[i] === best);
  }
  if (hint.start === undefined || candidates.length === 1) return candidates[0];
  const start = nearestTo(
    candidates.map((s) => s.start),
    hint.start,
  );
  return candidates.find((s) => s.start === start) ?? candidates[0];
}
