import { sentenceAt, splitSentences } from '../../text/sentences';
import type { RenameMatch } from './rename-matches';

/** A passage of one section a ripple proposes to change: the sentence as it is and as it would read. */
export interface RipplePassage {
  start: number;
  end: number;
  quote: string;
  replacement: string;
  /** How many mentions the passage renames. */
  places: number;
}

/**
 * Mentions grouped by the sentence they stand in, each sentence one passage with every mention in it
 * replaced: the writer accepts or rejects a sentence, not a word torn out of it.
 */
export function ripplePassages(text: string, matches: readonly RenameMatch[]): RipplePassage[] {
  if (!matches.length) return [];
  const sentences = splitSentences(text);
  const passages: RipplePassage[] = [];
  let current: { start: number; end: number; matches: RenameMatch[] } | null = null;
  const flush = () => {
    if (!current) return;
    let replacement = '';
    let at = current.start;
    for (const m of current.matches) {
      replacement += text.slice(at, m.start) + m.replacement;
      at = m.end;
    }
    replacement += text.slice(at, current.end);
    const quote = text.slice(current.start, current.end);
    passages.push({ start: current.start, end: current.end, quote, replacement, places: current.matches.length });
  };
  for (const m of matches) {
    const s = sentenceAt(sentences, m.start);
    const start = s && s.end >= m.end ? s.start : m.start;
    const end = s && s.end >= m.end ? s.end : m.end;
    if (current && start < current.end) {
      current.end = Math.max(current.end, end);
      current.matches.push(m);
    } else {
      flush();
      current = { start, end, matches: [m] };
    }
  }
  flush();
  return passages;
}
