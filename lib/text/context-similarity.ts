// Edit-distance similarity between an anchor's stored context and the text now beside a candidate.
// The far end of the context is free, so text inserted or removed further out costs nothing.

/** 1 when `actual` begins with `stored`, falling towards 0 as edits accumulate; null when nothing is stored. */
export function leadingSimilarity(stored: string, actual: string): number | null {
  const m = stored.length;
  if (m === 0) return null;
  const n = actual.length;
  let previous = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    const code = stored.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const substitution = previous[j - 1] + (code === actual.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(substitution, previous[j] + 1, current[j - 1] + 1);
    }
    [previous, current] = [current, previous];
  }
  let best = m;
  for (let j = 0; j <= n; j++) best = Math.min(best, previous[j]);
  return 1 - best / m;
}

/** 1 when `actual` ends with `stored`; the mirror of leadingSimilarity, for prefixes. */
export function trailingSimilarity(stored: string, actual: string): number | null {
  return leadingSimilarity(reversed(stored), reversed(actual));
}

function reversed(text: string): string {
  let out = '';
  for (let i = text.length - 1; i >= 0; i--) out += text[i];
  return out;
}
