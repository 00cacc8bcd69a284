import { anchorAt } from '../../../text/anchor';
import { insideRanges } from '../../../text/dialogue';
import { contentChars } from '../lexicon/chinese';
import { STOPWORDS } from '../lexicon/english';
import { say } from '../language';
import { inStructuralLine } from '../markup';
import { isHan } from '../words';
import type { CheckInput, Finding } from './types';

/** A phrase counts as repeated when it comes back within this many words (en) or characters (zh). */
const PHRASE_WINDOW = { en: 150, zh: 150 } as const;
const GRAM = { en: 3, zh: 4 } as const;
// Shorter echoes are usually one term ("the lamp room", 流动测量) used on purpose.
const MIN_CONTENT = { en: 3, zh: 4 } as const;
const MIN_ZH_PHRASE = 5;
// A phrase used this often in one section is a term or a refrain, not an accidental echo.
const TERM_USES = 3;

/** A repeat: units [i, i+len) echo units [j, j+len). Units are words (en) or characters (zh). */
interface Run {
  i: number;
  j: number;
  len: number;
}

interface Repeat {
  start: number;
  end: number;
  firstStart: number;
  /** Where the repeated run itself begins, both times, before trimming little words off its edges. */
  runStarts: [number, number];
}

/** n-grams that match an earlier occurrence within the window, merged into whole repeated phrases. */
function repeatedRuns(count: number, n: number, window: number, key: (i: number) => string | null): Run[] {
  const last = new Map<string, number>();
  const runs: Run[] = [];
  for (let i = 0; i + n <= count; i++) {
    const k = key(i);
    if (k === null) continue;
    const j = last.get(k);
    last.set(k, i);
    if (j === undefined || i - j > window || i - j < n) continue;
    const run = runs[runs.length - 1];
    if (run && i === run.i + run.len - n + 1 && j === run.j + (i - run.i)) run.len++;
    else runs.push({ i, j, len: n });
  }
  return runs;
}

function englishRepeats(input: CheckInput): Repeat[] {
  const names = new Set(input.canonicalNames.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const lower = input.words.map((w) => w.word.toLowerCase());
  const sentenceOf = new Int32Array(lower.length);
  let s = 0;
  input.words.forEach((w, i) => {
    while (s < input.sentences.length - 1 && input.sentences[s].end <= w.start) s++;
    sentenceOf[i] = s;
  });
  const key = (i: number) =>
    sentenceOf[i] === sentenceOf[i + 2] ? `${lower[i]} ${lower[i + 1]} ${lower[i + 2]}` : null;
  return repeatedRuns(lower.length, GRAM.en, PHRASE_WINDOW.en, key).flatMap(({ i, j, len }) => {
    const indices = Array.from({ length: len }, (_, k) => i + k);
    if (indices.filter((k) => !STOPWORDS.has(lower[k]) && !names.has(lower[k])).length < MIN_CONTENT.en) return [];
    // Quote the phrase without the little words at its edges ("of wet ash and lamp oil" → "wet ash and lamp oil").
    const first = indices.find((k) => !STOPWORDS.has(lower[k]))!;
    const last = indices.findLast((k) => !STOPWORDS.has(lower[k]))!;
    return [
      {
        start: input.words[first].start,
        end: input.words[last].end,
        firstStart: input.words[j + first - i].start,
        runStarts: [input.words[j].start, input.words[i].start],
      },
    ];
  });
}

function chineseRepeats(input: CheckInput): Repeat[] {
  const { text } = input;
  const key = (i: number) => {
    for (let k = i; k < i + GRAM.zh; k++) if (!isHan(text[k])) return null;
    return text.slice(i, i + GRAM.zh);
  };
  return repeatedRuns(text.length, GRAM.zh, PHRASE_WINDOW.zh, key).flatMap(({ i, j, len }) => {
    let phrase = text.slice(i, i + len);
    for (const name of input.canonicalNames) phrase = phrase.split(name).join('');
    return len >= MIN_ZH_PHRASE && contentChars(phrase) >= MIN_CONTENT.zh
      ? [{ start: i, end: i + len, firstStart: j, runStarts: [j, i] as [number, number] }]
      : [];
  });
}

const CLAUSE_BREAK = /[.!?;:,。！？；：，\n]/;

const SENTENCE_BREAKS = /[.!?;。！？；\n]/g;

/**
 * True when a repeat opens two neighbouring sentences or clauses: a deliberate parallel ("She waited
 * for the tide. She waited for the letter."), not an echo.
 */
function isParallel(text: string, runStarts: [number, number]): boolean {
  if ((text.slice(runStarts[0], runStarts[1]).match(SENTENCE_BREAKS) ?? []).length > 1) return false;
  return runStarts.every((at) => {
    let p = at - 1;
    while (p >= 0 && /[\s"“”「」*_]/.test(text[p])) p--;
    return p < 0 || CLAUSE_BREAK.test(text[p]);
  });
}

/** How often a phrase occurs, counting no further than TERM_USES. */
function usesUpTo(haystack: string, phrase: string): number {
  let n = 0;
  for (let at = haystack.indexOf(phrase); at >= 0 && n < TERM_USES; at = haystack.indexOf(phrase, at + 1)) n++;
  return n;
}

/**
 * The same phrase used again within a short window: 3+ words with 3+ content words, or 5+ Chinese
 * characters with 4+ content characters. Echoes in dialogue, in headings, list items and table rows,
 * clauses that open the same way on purpose (parallel by design) and terms used 3+ times are left alone.
 */
export function checkRepeatedPhrases(input: CheckInput): Finding[] {
  const lang = input.language;
  const haystack = lang === 'zh' ? input.text : input.text.toLowerCase();
  const repeats = (lang === 'zh' ? chineseRepeats(input) : englishRepeats(input)).filter((r) => {
    const phrase = input.text.slice(r.start, r.end);
    if (insideRanges(input.dialogue, r.start, r.end) || inStructuralLine(input.text, r.start)) return false;
    if (isParallel(input.text, r.runStarts)) return false;
    return usesUpTo(haystack, lang === 'zh' ? phrase : phrase.toLowerCase()) < TERM_USES;
  });
  return repeats.map((r) => {
    const phrase = input.text.slice(r.start, r.end);
    const long = lang === 'zh' ? phrase.length >= 8 : phrase.split(/\s+/).length >= 6;
    return {
      type: 'repeated-phrase',
      priority: long ? 'medium' : 'low',
      summary: say(lang, `Phrase "${phrase}" repeated`, `短语“${phrase}”重复`),
      detail: say(
        lang,
        `"${phrase}" appears again ${r.start - r.firstStart} characters after its first use, which reads as an echo.`,
        `“${phrase}”在首次出现后 ${r.start - r.firstStart} 个字符内再次出现，读来重复。`,
      ),
      expected: say(
        lang,
        `The second "${phrase}" reworded or cut, so each phrase appears once in the passage.`,
        `改写或删去第二处“${phrase}”，使同一短语在这段文字中只出现一次。`,
      ),
      anchor: anchorAt(input.text, r.start, r.end),
    };
  });
}
