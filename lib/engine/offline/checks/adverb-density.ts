import { anchorAt } from '../../../text/anchor';
import { sentenceAt } from '../../../text/sentences';
import { insideRanges } from '../../../text/dialogue';
import { NOT_ADVERBS } from '../lexicon/english';
import type { CheckInput, Finding } from './types';

/** -ly adverbs per 100 words of narration above which a section is flagged. */
const ADVERBS_PER_100_WORDS = 3;
const ADVERB_MIN_COUNT = 5;
const ADVERB_EXAMPLES = 3;

/** Manner-adverb density (English only), anchored on the first few adverbs. */
export function checkAdverbDensity(input: CheckInput): Finding[] {
  if (input.language !== 'en') return [];
  const { text } = input;
  const words = input.words.filter((w) => !insideRanges(input.dialogue, w.start, w.end));
  const adverbs = words.filter((w) => {
    const lower = w.word.toLowerCase();
    if (lower.length < 5 || !lower.endsWith('ly') || NOT_ADVERBS.has(lower)) return false;
    // A capital mid-sentence is a name ("Emily"), not an adverb.
    return w.word[0] === lower[0] || sentenceAt(input.sentences, w.start)?.start === w.start;
  });
  const density = words.length === 0 ? 0 : (adverbs.length / words.length) * 100;
  if (adverbs.length < ADVERB_MIN_COUNT || density <= ADVERBS_PER_100_WORDS) return [];
  const rate = density.toFixed(1);
  return adverbs.slice(0, ADVERB_EXAMPLES).map((w) => ({
    type: 'adverb',
    priority: density > ADVERBS_PER_100_WORDS * 2 ? 'medium' : 'low',
    summary: `Adverb "${w.word}"`,
    detail:
      `${adverbs.length} -ly adverbs in ${words.length} words of narration (${rate} per 100 words; ` +
      `threshold ${ADVERBS_PER_100_WORDS}); "${w.word}" props up a weaker verb or adjective.`,
    expected:
      `A stronger verb or a concrete detail instead of "${w.word}", ` +
      `bringing the section under ${ADVERBS_PER_100_WORDS} adverbs per 100 words.`,
    anchor: anchorAt(text, w.start, w.end),
  }));
}
