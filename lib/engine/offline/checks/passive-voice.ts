import { anchorAt } from '../../../text/anchor';
import { sentenceAt } from '../../../text/sentences';
import { insideRanges } from '../../../text/dialogue';
import { ED_ADJECTIVES, IRREGULAR_PARTICIPLES } from '../lexicon/english';
import type { CheckInput, Finding } from './types';

/** Share of sentences with a passive construction above which a section is flagged (papers use more). */
const PASSIVE_SHARE = { default: 0.2, paper: 0.4 } as const;
const PASSIVE_MIN_COUNT = 3;
const PASSIVE_EXAMPLES = 3;

const PASSIVE = /\b(?:am|is|are|was|were|be|been|being)(?:n['’]t)?(?:\s+not)?\s+(?:[a-z]+ly\s+)?([a-z]+)\b/gi;

function isParticiple(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES.has(w)) return true;
  return w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') && !ED_ADJECTIVES.has(w);
}

/** Passive voice density (English only), anchored on the first few passive constructions. */
export function checkPassiveVoice(input: CheckInput): Finding[] {
  if (input.language !== 'en' || input.sentences.length === 0) return [];
  const { text } = input;
  const examples: { start: number; end: number }[] = [];
  const sentencesWithPassive = new Set<number>();
  for (const m of text.matchAll(PASSIVE)) {
    if (!isParticiple(m[1]) || insideRanges(input.dialogue, m.index)) continue;
    examples.push({ start: m.index, end: m.index + m[0].length });
    sentencesWithPassive.add(sentenceAt(input.sentences, m.index)?.start ?? -1);
  }
  const share = sentencesWithPassive.size / input.sentences.length;
  const limit = input.template === 'paper' ? PASSIVE_SHARE.paper : PASSIVE_SHARE.default;
  if (examples.length < PASSIVE_MIN_COUNT || share <= limit) return [];
  const percent = Math.round(share * 100);
  return examples.slice(0, PASSIVE_EXAMPLES).map(({ start, end }) => {
    const phrase = text.slice(start, end);
    return {
      type: 'passive-voice',
      priority: share > limit * 2 ? 'medium' : 'low',
      summary: `Passive voice: "${phrase}"`,
      detail:
        `${sentencesWithPassive.size} of ${input.sentences.length} sentences (${percent}%) use the passive ` +
        `(threshold ${Math.round(limit * 100)}%); "${phrase}" hides who acts.`,
      expected: `An active sentence naming who acts, and passives in at most ${Math.round(limit * 100)}% of the section's sentences.`,
      anchor: anchorAt(text, start, end),
    };
  });
}
