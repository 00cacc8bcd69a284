import { anchorAt } from '../../../text/anchor';
import type { Language } from '../../types';
import { insideRanges } from '../../../text/dialogue';
import { say } from '../language';
import { fillerAt } from '../lexicon/fillers';
import { ABAB_WORDS, NEVER_DOUBLED, PARTICLES } from '../lexicon/chinese';
import { wordStartsAt, wordsAround } from '../segments';
import { isHan } from '../words';
import type { CheckInput, Finding } from './types';

// Doubled words that are grammatical ("had had", "that that") or deliberate.
const EN_ALLOWED = new Set(['had', 'that', 'is', 'bye', 'no', 'so', 'ha', 'knock', 'tut', 'well', 'now']);
// One or two spaces between: wider gaps are layout (ASCII diagrams, aligned columns), not a slip.
const EN_DOUBLE = /\b([A-Za-z]+(?:['’][A-Za-z]+)?)( {1,2})\1\b/gi;

const HAN_FLOOR = 0x2e80;

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

/**
 * A doubled closed-class character ("她她", "在在"): a slip unless the dictionary joins the pair
 * into one word (太太), it follows 一 (一把把), it is half of an AABB form (的的确确, 是是非非) or it is
 * stammered speech.
 */
function isDoubledChar(input: CheckInput, i: number): boolean {
  const { text } = input;
  const ch = text[i];
  // 一把把 is a measure word reduplicated ("handful after handful").
  if (!NEVER_DOUBLED.has(ch) || text[i + 2] === ch || text[i - 1] === '一') return false;
  const aabb =
    (text[i + 2] === text[i + 3] && isHan(text[i + 2])) || (text[i - 1] === text[i - 2] && isHan(text[i - 1]));
  if (aabb) return false;
  if (!PARTICLES.has(ch) && insideRanges(input.dialogue, i, i + 2)) return false;
  return !wordsAround(text, i, i + 2).some((w) => w.start <= i && w.end >= i + 2);
}

/**
 * A doubled two-character word ("我们我们"): a slip unless it is an ABAB verb or adjective (研究研究),
 * a progressive V着V着, a numeral pattern (一步一步) or speech.
 */
function isDoubledWord(input: CheckInput, i: number): boolean {
  const { text } = input;
  const word = text.slice(i, i + 2);
  if (ABAB_WORDS.has(word) || word.endsWith('着') || word.startsWith('一')) return false;
  if (insideRanges(input.dialogue, i, i + 4)) return false;
  const words = wordsAround(text, i, i + 4);
  return wordStartsAt(words, i) && wordStartsAt(words, i + 2) && words.some((w) => w.end === i + 4);
}

function chineseDoubles(input: CheckInput): Finding[] {
  const { text } = input;
  const findings: Finding[] = [];
  for (let i = 0; i + 1 < text.length; i++) {
    // Han characters sit above U+2E80; comparing codes first keeps English sections cheap.
    if (text.charCodeAt(i) < HAN_FLOOR) continue;
    const ch = text[i];
    if (ch === text[i + 1] && isHan(ch) && isDoubledChar(input, i)) {
      findings.push(finding(input, i, i + 2, ch));
      i++;
    } else if (
      ch === text[i + 2] &&
      text[i + 1] === text[i + 3] &&
      ch !== text[i + 1] &&
      isHan(ch) &&
      isHan(text[i + 1]) &&
      isDoubledWord(input, i)
    ) {
      findings.push(finding(input, i, i + 4, text.slice(i, i + 2)));
      i += 3;
    }
  }
  return findings;
}

/** The same word twice in a row ("the the", "的的", "她她", "我们我们"), anchored on both copies. */
export function checkRepeatedWords(input: CheckInput): Finding[] {
  const findings: Finding[] = [];
  for (const m of input.text.matchAll(EN_DOUBLE)) {
    // An intensifier said twice ("very very") is reported, and cut whole, as a filler.
    if (EN_ALLOWED.has(m[1].toLowerCase()) || fillerAt(input.text, m.index, m.index + m[0].length)) continue;
    findings.push(finding(input, m.index, m.index + m[0].length, m[1]));
  }
  findings.push(...chineseDoubles(input));
  return findings.sort((a, b) => a.anchor!.start - b.anchor!.start);
}
