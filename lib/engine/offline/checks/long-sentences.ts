import { anchorAt } from '../../../text/anchor';
import { countWords } from '../../../text/count';
import type { Language } from '../../types';
import { say } from '../language';
import type { CheckInput, Finding } from './types';

/** Length (words; characters for Chinese) above which a sentence is flagged, and where it becomes medium. */
export const LONG_SENTENCE = {
  en: { low: 40, medium: 60 },
  zh: { low: 90, medium: 140 },
} as const satisfies Record<Language, { low: number; medium: number }>;

/** Sentences over the per-language threshold, anchored on the whole sentence. */
export function checkLongSentences(input: CheckInput): Finding[] {
  const lang = input.language;
  const limits = LONG_SENTENCE[lang];
  const findings: Finding[] = [];
  const { words } = input;
  let w = 0;
  for (const s of input.sentences) {
    // English lengths come from the section's word list, walked alongside the sentences.
    while (w < words.length && words[w].start < s.start) w++;
    let k = w;
    while (k < words.length && words[k].end <= s.end) k++;
    const length = lang === 'zh' ? countWords(s.text) : k - w;
    if (length <= limits.low) continue;
    findings.push({
      type: 'long-sentence',
      priority: length > limits.medium ? 'medium' : 'low',
      summary: say(lang, `Sentence of ${length} words is hard to follow`, `句子过长（${length} 字），不易读懂`),
      detail: say(
        lang,
        `The sentence beginning "${s.text.slice(0, 40)}…" runs ${length} words; readers lose the thread past about ${limits.low}.`,
        `以“${s.text.slice(0, 20)}……”开头的句子共 ${length} 字，超过约 ${limits.low} 字读者便难以把握。`,
      ),
      expected: say(
        lang,
        `Two or more sentences of at most ${limits.low} words each, split where the thought turns.`,
        `在语意转折处拆成两句或多句，每句不超过 ${limits.low} 字。`,
      ),
      anchor: anchorAt(input.text, s.start, s.end),
    });
  }
  return findings;
}
