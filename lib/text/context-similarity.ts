// Edit-distance similarity between an anchor's stored context and the text now beside a candidate.
// The far end of the context is free, so text inserted or removed further out costs nothing.

/** 1 when `actual` begins with `stored`, falling towards 0 as edits accumulate; null when nothing is stored. */
export function leadingSimilarity(stored: string, actual: string): number | null {
  const m = stored.length;
  if (m === 0) return null;
  if (actual.startsWith(stored)) return 1;
  const best = m <= 32 ? prefixDistanceBits(stored, actual) : prefixDistanceTable(stored, actual);
  return 1 - best / m;
}

// Least edit distance between `stored` and any prefix of `actual`, one column of the table per
// character of `actual` held in two 32-bit vectors (Myers/Hyyrö bit-parallel, for |stored| <= 32).
function prefixDistanceBits(stored: string, actual: string): number {
  const m = stored.length;
  const masks = new Map<number, number>();
  for (let i = 0; i < m; i++) {
    const code = stored.charCodeAt(i);
    masks.set(code, (masks.get(code) ?? 0) | (1 << i));
  }
  const last = 1 << (m - 1);
  let plus = m === 32 ? -1 : (1 << m) - 1;
  let minus = 0;
  let score = m;
  let best = m;
  for (let j = 0; j < actual.length; j++) {
    const eq = masks.get(actual.charCodeAt(j)) ?? 0;
    const xv = eq | minus;
    const xh = (((eq & plus) + plus) ^ plus) | eq;
    let hPlus = minus | ~(xh | plus);
    let hMinus = plus & xh;
    if (hPlus & last) score++;
    else if (hMinus & last) score--;
    hPlus = (hPlus << 1) | 1;
    hMinus = hMinus << 1;
    plus = hMinus | ~(xv | hPlus);
    minus = hPlus & xv;
    if (score < best) best = score;
  }
  return best;
}

function prefixDistanceTable(stored: string, actual: string): number {
  const m = stored.length;
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
  return best;
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
