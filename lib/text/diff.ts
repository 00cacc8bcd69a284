import { countWords } from './count';
import { sentenceChunks, wordTokens } from './diff-tokens';
import { applySegments, tidySegments, type DiffSegment } from './diff-segments';
import { diffCharacters, diffTokenLists } from './token-diff';

export { applySegments, segmentsConnect, sidesOf, type DiffSegment } from './diff-segments';

// The whole diff's time budget. Past it, remaining changed sentences are shown as whole
// replacements: coarser, never wrong (diff-match-patch's Diff_Timeout behaves the same way).
const DIFF_BUDGET_MS = 150;

/**
 * Word-level diff (CJK: character-level) for the history and revision views. Sentences are diffed
 * first, then only the changed stretches word by word, which keeps 100,000-word versions fast.
 */
export function diffTexts(a: string, b: string): DiffSegment[] {
  if (a === b) return a ? [{ op: 'equal', text: a }] : [];
  const deadline = performance.now() + DIFF_BUDGET_MS;
  const coarse = diffTokenLists(sentenceChunks(a), sentenceChunks(b), DIFF_BUDGET_MS / 1000) ?? [
    { op: 'delete', text: a },
    { op: 'insert', text: b },
  ];
  const segments: DiffSegment[] = [];
  let deleted = '';
  let inserted = '';
  for (const segment of coarse) {
    if (segment.op === 'delete') deleted += segment.text;
    else if (segment.op === 'insert') inserted += segment.text;
    else {
      for (const refined of diffChangedStretch(deleted, inserted, deadline)) segments.push(refined);
      segments.push(segment);
      deleted = inserted = '';
    }
  }
  for (const refined of diffChangedStretch(deleted, inserted, deadline)) segments.push(refined);
  return tidySegments(segments);
}

function diffChangedStretch(deleted: string, inserted: string, deadline: number): DiffSegment[] {
  const whole: DiffSegment[] = [
    { op: 'delete', text: deleted },
    { op: 'insert', text: inserted },
  ];
  const remainingMs = deadline - performance.now();
  if (!deleted || !inserted || remainingMs <= 0) return whole;
  return (
    diffTokenLists(wordTokens(deleted), wordTokens(inserted), remainingMs / 1000) ??
    diffCharacters(deleted, inserted, remainingMs / 1000)
  );
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

/** Throws unless `segments` turn `a` into `b`; for tests and for guarding stored diffs. */
export function assertDiffConnects(a: string, b: string, segments: readonly DiffSegment[]): void {
  if (applySegments(a, segments) !== b) throw new Error('diff does not produce the newer text');
}
