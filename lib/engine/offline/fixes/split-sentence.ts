import { countWords } from '../../../text/count';
import type { Language } from '../../types';
import { LONG_SENTENCE } from '../checks/long-sentences';
import { dialogueRanges, insideRanges } from '../../../text/dialogue';
import { latinWords } from '../words';
import { hasFiniteVerb, opensClause, opensClauseZh, standsAloneZh } from './clauses';
import type { Edit } from './edit';

interface SplitPoint {
  /** Offset of the break within the sentence. */
  at: number;
  /** Characters replaced by the break (punctuation, spacing, dropped conjunction, next letter). */
  length: number;
  replacement: string;
  /** Where the second sentence's own words begin. */
  next: number;
}

const EN_BREAKS: { pattern: RegExp; keep: boolean }[] = [
  { pattern: /; +([a-zA-Z])/g, keep: false },
  // "and"/"or" are dropped at a new sentence; "but", "so" and "yet" carry meaning and stay.
  { pattern: /, +(?:and|or) +([a-zA-Z])/g, keep: false },
  { pattern: /, +(but|so|yet) +/g, keep: true },
];
const ZH_BREAK = /[；，]/g;
const MIN_PART = { en: 6, zh: 15 } as const;

function englishPoints(sentence: string): SplitPoint[] {
  return EN_BREAKS.flatMap(({ pattern, keep }) =>
    [...sentence.matchAll(pattern)].map((m) => {
      const word = m[1];
      const replacement = keep ? `. ${word[0].toUpperCase()}${word.slice(1)} ` : `. ${word.toUpperCase()}`;
      const next = keep ? m.index + m[0].length : m.index + m[0].length - 1;
      return { at: m.index, length: m[0].length, replacement, next };
    }),
  );
}

function chinesePoints(sentence: string): SplitPoint[] {
  return [...sentence.matchAll(ZH_BREAK)].map((m) => ({
    at: m.index,
    length: 1,
    replacement: '。',
    next: m.index + 1,
  }));
}

/** Both halves are independent clauses: each has its verb, and the second opens with a subject. */
function independent(before: string, after: string, zh: boolean, names: string[]): boolean {
  if (zh) return standsAloneZh(before) && standsAloneZh(after) && opensClauseZh(after, names);
  const words = (s: string) => latinWords(s).map((w) => w.word);
  return hasFiniteVerb(words(before)) && opensClause(words(after));
}

function partLength(part: string, zh: boolean): number {
  return zh ? countWords(part) : latinWords(part).length;
}

/**
 * The edit that splits the sentence text[start, end) in two, at the semicolon, conjunction or
 * (Chinese) comma nearest its middle where both halves are independent clauses within the length
 * limit; null when there is no such break, so the author rewrites the sentence instead.
 */
export function splitSentenceEdit(
  text: string,
  start: number,
  end: number,
  language: Language,
  names: string[] = [],
): Edit | null {
  const sentence = text.slice(start, end);
  const zh = language === 'zh';
  const speech = dialogueRanges(sentence);
  let best: { point: SplitPoint; score: number } | null = null;
  for (const point of zh ? chinesePoints(sentence) : englishPoints(sentence)) {
    if (insideRanges(speech, point.at)) continue;
    const before = sentence.slice(0, point.at);
    const after = sentence.slice(point.next);
    const lengths = [partLength(before, zh), partLength(after, zh)];
    if (lengths.some((n) => n < MIN_PART[language] || n > LONG_SENTENCE[language].low)) continue;
    if (!independent(before, after, zh, names)) continue;
    const score = Math.abs(lengths[0] - lengths[1]) / (lengths[0] + lengths[1]);
    if (!best || score < best.score) best = { point, score };
  }
  if (!best) return null;
  const at = start + best.point.at;
  return { start: at, end: at + best.point.length, replacement: best.point.replacement };
}
