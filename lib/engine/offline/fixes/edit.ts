/** Replace text[start, end) with `replacement`. */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/** Applies non-overlapping edits (any order) to text. */
export function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.replacement + out.slice(e.end);
  return out;
}

/** True when two edits touch the same characters (or insert at the same point). */
export function editsOverlap(a: Edit, b: Edit): boolean {
  return (a.start < b.end && b.start < a.end) || a.start === b.start;
}
