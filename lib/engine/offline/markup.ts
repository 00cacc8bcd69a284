// Parts of a Markdown section that are not prose: code, URLs, HTML tags and link targets. Lint
// findings there would be noise ("repeated phrase" in two import lines), so the assessor drops them.

import type { Ranges } from '../../text/dialogue';

const NON_PROSE: RegExp[] = [
  /^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm,
  /`[^`\n]+`/g,
  /\bhttps?:\/\/[^\s)>\]]+/g,
  // A tag, unless it is a note left for later ("<insert date>"), which the placeholder check reports.
  /<\/?(?!(?:insert|placeholder|add|todo|tbd|tk)\b)[A-Za-z][^>\n]*>/gi,
  /\]\([^)\n]*\)/g,
];

/** Sorted, merged ranges of non-prose text. */
export function nonProseRanges(text: string): Ranges {
  const found: [number, number][] = [];
  for (const pattern of NON_PROSE) for (const m of text.matchAll(pattern)) found.push([m.index, m.index + m[0].length]);
  found.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [s, e] of found) {
    if (ends.length > 0 && s <= ends[ends.length - 1]) ends[ends.length - 1] = Math.max(ends[ends.length - 1], e);
    else {
      starts.push(s);
      ends.push(e);
    }
  }
  return { starts, ends };
}

/** True when [start, end) shares at least one character with one of the (merged) ranges. */
export function overlapsRanges(ranges: Ranges, start: number, end: number): boolean {
  let lo = 0;
  let hi = ranges.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges.starts[mid] < end) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && ranges.ends[hi] > start;
}

/** True when the line holding `at` is a heading, list item or table row, where repeated wording is deliberate. */
export function inStructuralLine(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return /^\s*(?:[-*+•|#]|\d+[.)、])/.test(text.slice(lineStart, lineStart + 8));
}
