import { countWords } from '../../../text/count';

const SENTENCE_END = /[.!?。！？…]["'”’」』)]*(?=\s|$)/gu;

/** True once prose has reached its target length (words, or characters for CJK, as lib/text counts). */
export function reachedTarget(text: string, target: number | undefined): boolean {
  return target !== undefined && countWords(text) >= target;
}

/**
 * Prose cut off by the output cap, ended at its last complete sentence when that keeps most of it;
 * otherwise kept whole with an ellipsis, so the cut is visible and nothing is dropped silently.
 */
export function endAtSentence(text: string): string {
  const trimmed = text.trimEnd();
  let end = -1;
  for (const m of trimmed.matchAll(SENTENCE_END)) end = m.index + m[0].length;
  if (end >= trimmed.length * 0.8) return trimmed.slice(0, end);
  return `${trimmed} …`;
}
