// Ranges of quoted speech. Fillers and hedges inside dialogue are how characters talk, not a style fault.

const PAIRS: Record<string, string> = { '“': '”', '「': '」', '『': '』' };

export interface Ranges {
  starts: number[];
  ends: number[];
}

/** Quoted spans, innermost quotes included in the outer span; an unclosed quote ends at the line break. */
export function dialogueRanges(text: string): Ranges {
  const starts: number[] = [];
  const ends: number[] = [];
  let open = -1;
  let closer = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (open >= 0) {
      if (ch === closer || ch === '\n') {
        starts.push(open);
        ends.push(ch === '\n' ? i : i + 1);
        open = -1;
      }
    } else if (PAIRS[ch]) {
      open = i;
      closer = PAIRS[ch];
    } else if (ch === '"') {
      open = i;
      closer = '"';
    }
  }
  if (open >= 0) {
    starts.push(open);
    ends.push(text.length);
  }
  return { starts, ends };
}

/** True when [start, end) lies inside one of the ranges. */
export function insideRanges(ranges: Ranges, start: number, end = start + 1): boolean {
  let lo = 0;
  let hi = ranges.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges.starts[mid] <= start) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && ranges.ends[hi] >= end;
}
