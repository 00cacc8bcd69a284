import { occurrencesOf } from './quote-candidates';

// Quotes at least this long share one pass over the text, keyed by a rolling hash of their first
// KEY_LENGTH characters; shorter ones are searched for one by one.
const KEY_LENGTH = 8;
const BASE = 0x01000193;

/**
 * Every start of each quote in `text`, for many quotes at once: one Rabin–Karp pass over the text
 * instead of one full search per quote. Each hash hit is confirmed character by character.
 */
export function occurrencesOfAll(text: string, quotes: readonly string[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const byKey = new Map<number, string[]>();
  for (const quote of new Set(quotes)) {
    found.set(quote, []);
    if (quote.length < KEY_LENGTH) found.set(quote, occurrencesOf(text, quote));
    else {
      const key = hashOf(quote, 0);
      const bucket = byKey.get(key);
      if (bucket) bucket.push(quote);
      else byKey.set(key, [quote]);
    }
  }
  if (byKey.size === 0 || text.length < KEY_LENGTH) return found;
  const filter = keyFilter(byKey.keys());
  let outgoingWeight = 1;
  for (let i = 1; i < KEY_LENGTH; i++) outgoingWeight = Math.imul(outgoingWeight, BASE);
  let hash = hashOf(text, 0);
  for (let i = 0; ; i++) {
    const bucket = filter[hash & (filter.length - 1)] ? byKey.get(hash) : undefined;
    if (bucket) for (const quote of bucket) if (text.startsWith(quote, i)) found.get(quote)!.push(i);
    if (i + KEY_LENGTH >= text.length) break;
    const rolled = hash - Math.imul(text.charCodeAt(i), outgoingWeight);
    hash = (Math.imul(rolled, BASE) + text.charCodeAt(i + KEY_LENGTH)) | 0;
  }
  return found;
}

function hashOf(text: string, from: number): number {
  let hash = 0;
  for (let i = from; i < from + KEY_LENGTH; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
  return hash;
}

// A bit per hash slot: most text positions are ruled out by one array read instead of a map look-up.
function keyFilter(keys: Iterable<number>): Uint8Array {
  const all = [...keys];
  let size = 1024;
  while (size < all.length * 16) size *= 2;
  const filter = new Uint8Array(size);
  for (const key of all) filter[key & (size - 1)] = 1;
  return filter;
}
