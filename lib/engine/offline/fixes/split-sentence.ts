import { dialogueRanges, insideRanges } from '../dialogue';
import { latinWords } from '../words';
import type { Edit } from './edit';

interface SplitPoint {
  /** Offset of the break within the sentence. */
  at: number;
  /** Characters replaced by the break (punctuation, spacing, dropped conjunction, next letter). */
  length: number;
  replacement: string;
  /** Weaker break points (a bare comma) must sit much nearer the middle to win. */
  penalty: number;
}

const EN_BREAKS: { pattern: RegExp; keep: boolean; penalty: number }[] = [
  { pattern: /; +([a-z])/g, keep: false, penalty: 0 },
  // "and"/"or" are dropped at a new sentence; "but", "so" and "yet" carry meaning and stay.
  { pattern: /, +(?:and|or) +([a-z])/g, keep: false, penalty: 0 },
  { pattern: /, +(but|so|yet) +/g, keep: true, penalty: 0 },
  { pattern: /, +(he|she|they|it|we|you|his|her|their|its|the|this|that|there) +/g, keep: true, penalty: 0.25 },
];
const ZH_BREAKS: { pattern: RegExp; penalty: number }[] = [
  { pattern: /；/g, penalty: 0 },
  { pattern: /，(?=但是|可是|然而|于是|所以|因此|而且|并且|不过|因为|只是)/g, penalty: 0 },
  { pattern: /，/g, penalty: 0.25 },
];
const MIN_PART = { en: 6, zh: 15 } as const;

function englishPoints(sentence: string): SplitPoint[] {
  return EN_BREAKS.flatMap(({ pattern, keep, penalty }) =>
    [...sentence.matchAll(pattern)].map((m) => {
      const word = m[1];
      const replacement = keep ? `. ${word[0].toUpperCase()}${word.slice(1)} ` : `. ${word.toUpperCase()}`;
      return { at: m.index, length: m[0].length, replacement, penalty };
    }),
  );
}

function chinesePoints(sentence: string): SplitPoint[] {
  return ZH_BREAKS.flatMap(({ pattern, penalty }) =>
    [...sentence.matchAll(pattern)].map((m) => ({ at: m.index, length: 1, replacement: '。', penalty })),
  );
}

function partLength(part: string, zh: boolean): number {
  return zh ? part.replace(/\s/g, '').length : latinWords(part).length;
}

/**
 * The edit that splits the sentence text[start, end) in two at the conjunction, semicolon or comma
 * nearest its middle, or null when no break leaves two sentences of reasonable length.
 */
export function splitSentenceEdit(text: string, start: number, end: number, language: 'en' | 'zh'): Edit | null {
  const sentence = text.slice(start, end);
  const zh = language === 'zh';
  const speech = dialogueRanges(sentence);
  let best: { point: SplitPoint; score: number } | null = null;
  for (const point of zh ? chinesePoints(sentence) : englishPoints(sentence)) {
    if (insideRanges(speech, point.at)) continue;
    const before = partLength(sentence.slice(0, point.at), zh);
    const after = partLength(sentence.slice(point.at + point.length), zh);
    if (before < MIN_PART[language] || after < MIN_PART[language]) continue;
    const score = Math.abs(before - after) / (before + after) + point.penalty;
    if (!best || score < best.score) best = { point, score };
  }
  if (!best) return null;
  const at = start + best.point.at;
  return { start: at, end: at + best.point.length, replacement: best.point.replacement };
}
