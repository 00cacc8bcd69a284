import { anchorAt } from '../../../text/anchor';
import type { Language } from '../../types';
import { insideRanges } from '../dialogue';
import { say } from '../language';
import type { CheckInput, Finding } from './types';

// Doubled words that are grammatical ("had had", "that that") or deliberate.
const EN_ALLOWED = new Set(['had', 'that', 'is', 'bye', 'no', 'so', 'ha', 'knock', 'tut', 'well', 'now']);
// One or two spaces between: wider gaps are layout (ASCII diagrams, aligned columns), not a slip.
const EN_DOUBLE = /\b([A-Za-z]+(?:['’][A-Za-z]+)?)( {1,2})\1\b/gi;

// Single Chinese characters that are never reduplicated; skipping idioms such as 的的确确 and 是是非非.
const ZH_DOUBLED_CHARS = /(?<![一是])([的是在把被])\1(?![确非是])/g;
// Two-character function words whose doubling is a typo, not ABAB reduplication (研究研究 is fine).
const ZH_DOUBLED_WORDS =
  /(我们|你们|他们|她们|它们|但是|因为|所以|如果|然后|这个|那个|可是|而且|已经|虽然|不过|于是|因此|然而|我的|他的|她的)\1/g;

function finding(input: CheckInput, start: number, end: number, word: string): Finding {
  const lang: Language = input.language;
  return {
    type: 'repeated-word',
    priority: 'medium',
    summary: say(lang, `Repeated word "${word}"`, `重复字词“${word}”`),
    detail: say(
      lang,
      `"${input.text.slice(start, end)}" repeats "${word}" twice in a row.`,
      `“${input.text.slice(start, end)}”把“${word}”连写了两遍。`,
    ),
    expected: say(lang, `"${word}" written once.`, `“${word}”只写一次。`),
    anchor: anchorAt(input.text, start, end),
  };
}

/** The same word twice in a row ("the the", "的的", "我们我们"), anchored on both copies. */
export function checkRepeatedWords(input: CheckInput): Finding[] {
  const { text } = input;
  const findings: Finding[] = [];
  for (const m of text.matchAll(EN_DOUBLE)) {
    if (EN_ALLOWED.has(m[1].toLowerCase())) continue;
    findings.push(finding(input, m.index, m.index + m[0].length, m[1]));
  }
  for (const m of text.matchAll(ZH_DOUBLED_CHARS)) findings.push(finding(input, m.index, m.index + 2, m[1]));
  for (const m of text.matchAll(ZH_DOUBLED_WORDS)) {
    // Hesitation in speech ("这个这个") is characterisation.
    if (!insideRanges(input.dialogue, m.index, m.index + m[0].length)) {
      findings.push(finding(input, m.index, m.index + m[0].length, m[1]));
    }
  }
  return findings.sort((a, b) => a.anchor!.start - b.anchor!.start);
}
