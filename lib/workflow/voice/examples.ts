import { countWords } from '../../text/count';
import { sentenceLengths } from './sentence-lengths';

/** Short enough to sit in every prompt, long enough to show a rhythm. */
const LENGTH = { en: { min: 35, max: 110 }, zh: { min: 60, max: 220 } } as const;
const EXAMPLES = 3;

/**
 * Paragraphs of the writer's own whose sentences are most like their usual ones (by median length),
 * from different passages where possible, in the order they were written.
 */
export function chooseExamples(passages: readonly string[], language: 'en' | 'zh', median: number): string[] {
  const { min, max } = LENGTH[language];
  const candidates = passages.flatMap((passage, from) =>
    passage
      .split(/\n\s*\n|\n(?=\s*[#>*-])/)
      .map((p) => p.trim())
      .filter((p) => p && !/^[#>*|-]/.test(p))
      .map((text, at) => ({ text, from, at, length: countWords(text) }))
      .filter((p) => p.length >= min && p.length <= max)
      .map((p) => ({ ...p, distance: Math.abs(sentenceLengths([p.text], language).median - median) })),
  );
  candidates.sort((a, b) => a.distance - b.distance || a.from - b.from || a.at - b.at);
  const chosen: typeof candidates = [];
  const usedPassages = new Set<number>();
  // First one per passage, then, if there are too few passages, the next best of any.
  for (const c of candidates)
    if (chosen.length < EXAMPLES && !usedPassages.has(c.from)) {
      chosen.push(c);
      usedPassages.add(c.from);
    }
  for (const c of candidates) if (chosen.length < EXAMPLES && !chosen.includes(c)) chosen.push(c);
  return chosen.sort((a, b) => a.from - b.from || a.at - b.at).map((c) => c.text);
}
