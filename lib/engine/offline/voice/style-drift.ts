import { anchorAt } from '../../../text/anchor';
import { countWords } from '../../../text/count';
import type { SentenceProfile } from '../../../workflow/voice/profile';
import type { Language } from '../../types';
import { say } from '../language';
import { isNarration, type Narration } from './narration';
import type { VoiceFinding } from './types';

// A paragraph whose narration runs far outside the writer's own sentence lengths: long, piled-up
// sentences where the writer is terse (or a run of fragments where they are not). The measure is the
// paragraph's median narrated sentence against the profile's median and its middle 80%; speech is the
// characters' and never counted. Only the writer can say how to bring it back: no replacement.

/** Fewer narrated sentences than this and a paragraph's median says nothing. */
const MIN_SENTENCES = 3;
const MIN_SENTENCES_SHORT = 4;

export function styleDrift(n: Narration, profile: SentenceProfile, language: Language): VoiceFinding[] {
  if (!profile.enough) return [];
  const { median, p10, p90 } = profile.sentences;
  const tooLong = Math.max(p90, median * 2);
  // Not p10: in a manuscript of few long sentences, the fragments themselves make the lowest tenth.
  const tooShort = median / 3;
  const unit = (count: number) => say(language, `${count} words`, `${count} 字`);
  const findings: VoiceFinding[] = [];
  for (const p of n.paragraphs) {
    const narrated = p.sentences.filter((s) => isNarration(n, s.start, s.end));
    if (narrated.length < MIN_SENTENCES) continue;
    const lengths = narrated.map((s) => countWords(s.text)).sort((a, b) => a - b);
    const middle = lengths[Math.floor((lengths.length - 1) / 2)];
    const long = middle > tooLong;
    if (!long && !(narrated.length >= MIN_SENTENCES_SHORT && middle < tooShort)) continue;
    const yours = say(
      language,
      `yours have a median of ${unit(median)}, most between ${p10} and ${p90}`,
      `你平常的中位数是 ${unit(median)}，多数在 ${p10} 到 ${p90} 之间`,
    );
    findings.push({
      kind: 'style-drift',
      priority: 'low',
      summary: long
        ? say(language, 'Sentences here run far longer than yours', '这里的句子比你平常的长得多')
        : say(language, 'Sentences here are far shorter than yours', '这里的句子比你平常的短得多'),
      detail: say(
        language,
        `This paragraph's narrated sentences have a median of ${unit(middle)}; ${yours}.`,
        `这一段叙述句的中位数是 ${unit(middle)}；${yours}。`,
      ),
      anchor: anchorAt(n.text, p.start, p.end),
    });
  }
  return findings;
}
