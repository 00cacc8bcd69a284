import { countWords } from './count';
import { lineChunks, sentenceChunks, wordTokens } from './diff-tokens';
import { tidySegments, type DiffSegment } from './diff-segments';
import { diffUnits } from './unit-diff';

export { applySegments, segmentsConnect, sidesOf, type DiffSegment } from './diff-segments';

// Coarse to fine: paragraphs, then sentences inside changed paragraphs, then words (CJK: characters)
// inside changed sentences. Each level only sees what the one above found changed.
const LEVELS = [lineChunks, sentenceChunks, wordTokens];

/**
 * Word-level diff (CJK: character-level) for the history and revision views. Deterministic: no
 * clock is consulted, so the same two texts always give the same segments, at any length.
 */
export function diffTexts(a: string, b: string): DiffSegment[] {
  if (a === b) return a ? [{ op: 'equal', text: a }] : [];
  return tidySegments(diffAtLevel(a, b, 0));
}

function diffAtLevel(a: string, b: string, level: number): DiffSegment[] {
  const split = LEVELS[level];
  const coarse = diffUnits(split(a), split(b));
  if (level === LEVELS.length - 1) return coarse;
  const segments: DiffSegment[] = [];
  let deleted = '';
  let inserted = '';
  const refineChange = () => {
    if (deleted && inserted) segments.push(...diffAtLevel(deleted, inserted, level + 1));
    else if (deleted) segments.push({ op: 'delete', text: deleted });
    else if (inserted) segments.push({ op: 'insert', text: inserted });
    deleted = inserted = '';
  };
  for (const segment of coarse) {
    if (segment.op === 'delete') deleted += segment.text;
    else if (segment.op === 'insert') inserted += segment.text;
    else {
      refineChange();
      segments.push(segment);
    }
  }
  refineChange();
  return segments;
}
/** Words (CJK: characters) added and removed, counted as countWords counts them. */
export function diffStats(segments: readonly DiffSegment[]): { inserted: number; deleted: number } {
  let inserted = 0;
  let deleted = 0;
  for (const { op, text } of segments) {
    if (op === 'insert') inserted += countWords(text);
    else if (op === 'delete') deleted += countWords(text);
  }
  return { inserted, deleted };
}

/** Same text for a writer: line-ending style and Unicode composition are not edits. */
export function isSameText(a: string, b: string): boolean {
  return a === b || canonical(a) === canonical(b);
}

function canonical(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC');
}
