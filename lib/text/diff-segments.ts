/** One run of a diff: text both versions share, or text only the newer (insert) or older (delete) has. */
export interface DiffSegment {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** The two texts a diff describes. */
export function sidesOf(segments: readonly DiffSegment[]): { before: string; after: string } {
  let before = '';
  let after = '';
  for (const { op, text } of segments) {
    if (op !== 'insert') before += text;
    if (op !== 'delete') after += text;
  }
  return { before, after };
}

/** Apply a diff to `before`, checking every kept and deleted run is really there; returns the newer text. */
export function applySegments(before: string, segments: readonly DiffSegment[]): string {
  let position = 0;
  let after = '';
  for (const { op, text } of segments) {
    if (op === 'insert') {
      after += text;
      continue;
    }
    if (!before.startsWith(text, position)) {
      throw new Error(`diff does not fit the text at offset ${position} (${op} of ${text.length} chars)`);
    }
    position += text.length;
    if (op === 'equal') after += text;
  }
  if (position !== before.length) {
    throw new Error(`diff covers ${position} of ${before.length} chars of the older text`);
  }
  return after;
}

/** True when the segments turn `before` into `after` exactly. */
export function segmentsConnect(before: string, after: string, segments: readonly DiffSegment[]): boolean {
  const sides = sidesOf(segments);
  return sides.before === before && sides.after === after;
}

/**
 * Readable segments: empty runs dropped, neighbours of one kind merged, each change written as its
 * deletion then its insertion, and a lone whitespace run between two changes folded into them
 * (so "quick brown" → "slow red" reads as one change, not two).
 */
export function tidySegments(segments: readonly DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  let deleted = '';
  let inserted = '';
  const flush = () => {
    if (deleted) out.push({ op: 'delete', text: deleted });
    if (inserted) out.push({ op: 'insert', text: inserted });
    deleted = inserted = '';
  };
  segments.forEach((segment, i) => {
    const { op, text } = segment;
    if (text.length === 0) return;
    if (op === 'delete') deleted += text;
    else if (op === 'insert') inserted += text;
    else if ((deleted || inserted) && /^\s+$/.test(text) && isChangeAhead(segments, i + 1)) {
      deleted += text;
      inserted += text;
    } else {
      flush();
      const last = out[out.length - 1];
      if (last?.op === 'equal') last.text += text;
      else out.push({ op: 'equal', text });
    }
  });
  flush();
  return out;
}

function isChangeAhead(segments: readonly DiffSegment[], from: number): boolean {
  for (let i = from; i < segments.length; i++) {
    if (segments[i].text.length > 0) return segments[i].op !== 'equal';
  }
  return false;
}
