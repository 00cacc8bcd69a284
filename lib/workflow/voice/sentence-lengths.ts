import { countWords } from '../../text/count';
import { splitSentences } from '../../text/sentences';

export interface SentenceLengths {
  /** Words, or Chinese characters for Chinese text. */
  unit: 'words' | 'chars';
  count: number;
  median: number;
  /** The middle 80% of the writer's sentences lie between these lengths. */
  p10: number;
  p90: number;
}

/** Sentence lengths over every passage; headings and blank lines are not sentences. */
export function sentenceLengths(passages: readonly string[], language: 'en' | 'zh'): SentenceLengths {
  const lengths: number[] = [];
  for (const passage of passages)
    for (const s of splitSentences(passage)) {
      if (/^\s*#/.test(s.text)) continue;
      const n = countWords(s.text);
      if (n > 0) lengths.push(n);
    }
  lengths.sort((a, b) => a - b);
  return {
    unit: language === 'zh' ? 'chars' : 'words',
    count: lengths.length,
    median: quantile(lengths, 0.5),
    p10: quantile(lengths, 0.1),
    p90: quantile(lengths, 0.9),
  };
}

/** Nearest-rank quantile of sorted numbers; 0 for none. */
function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
