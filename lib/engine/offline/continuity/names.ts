import { STOPWORDS } from '../lexicon/english';
import { NAME_BREAKS_ZH, NOT_NAMES_EN } from '../lexicon/names';
import { SURNAMES, surnameLength } from '../lexicon/surnames';
import { isHan } from '../words';

// The names a passage's facts are about. Extraction keeps the spelling the text uses ("Mara",
// "林小雨"); the comparison resolves spellings to one entity for the whole book (lib/workflow/continuity/entities.ts).

/** A capitalised Latin name of one to three words ("Mara", "Tomas Reyes"). */
export const LATIN_NAME = '[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}';

const NOT_SUBJECTS = new Set([...NOT_NAMES_EN, 'she', 'he', 'they', 'it', 'we', 'you', 'the', 'then', 'there', 'when']);

// Capitalised words that open a sentence before a name: "Later Lena" is Lena.
const LEADING_WORDS = new Set([
  'later',
  'then',
  'now',
  'soon',
  'meanwhile',
  'today',
  'yesterday',
  'suddenly',
  'finally',
  'still',
  'so',
  'but',
  'and',
  'when',
  'after',
  'before',
  'once',
  'poor',
  'old',
  'young',
  'little',
  'dear',
]);

/** The name in a captured capitalised phrase, without the words that only opened the sentence. */
export function nameOf(candidate: string): string {
  const words = candidate.split(' ');
  while (words.length > 1 && (LEADING_WORDS.has(words[0].toLowerCase()) || STOPWORDS.has(words[0].toLowerCase())))
    words.shift();
  return words.join(' ');
}

/** True when a captured capitalised phrase can be a person's or a thing's name (not "The", "Monday"). */
export function isLatinName(candidate: string): boolean {
  const first = candidate.split(/[ -]/)[0].toLowerCase();
  return !NOT_SUBJECTS.has(first) && !STOPWORDS.has(first);
}

/**
 * The Chinese name that ends at `end`: one of the known names when one does, else a common surname
 * followed by one or two characters, bounded on its left by punctuation, the text's start or a
 * character no name holds (的, 是, 在 …).
 */
export function hanNameEndingAt(text: string, end: number, known: readonly string[]): string | null {
  for (const name of known) if (name.length <= end && text.startsWith(name, end - name.length)) return name;
  for (const length of [3, 2]) {
    const start = end - length;
    if (start < 0) continue;
    const candidate = text.slice(start, end);
    if (!Array.from(candidate).every(isHan)) continue;
    const surname = surnameLength(candidate);
    if (!SURNAMES.has(candidate[0]) && surname !== 2) continue;
    if (Array.from(candidate.slice(surname)).some((ch) => NAME_BREAKS_ZH.has(ch))) continue;
    const before = text[start - 1];
    // 老船夫陈默: a longer reading that starts with a surname would be the name; one that does not leaves this one.
    const longer = length === 2 ? text.slice(start - 1, end) : '';
    const bounded = before === undefined || !isHan(before) || NAME_BREAKS_ZH.has(before);
    if (bounded || (length === 2 && !SURNAMES.has(longer[0]) && surnameLength(longer) !== 2)) return candidate;
  }
  return null;
}

/** The Chinese name that starts at `start` (after 的 in 十二岁的林小雨), by the same rules. */
export function hanNameStartingAt(text: string, start: number, known: readonly string[]): string | null {
  for (const name of known) if (text.startsWith(name, start)) return name;
  if (!SURNAMES.has(text[start]) && surnameLength(text.slice(start, start + 2)) !== 2) return null;
  for (const length of [3, 2]) {
    const candidate = text.slice(start, start + length);
    if (candidate.length < length || !Array.from(candidate).every(isHan)) continue;
    if (Array.from(candidate.slice(1)).some((ch) => NAME_BREAKS_ZH.has(ch))) continue;
    const after = text[start + length];
    if (after === undefined || !isHan(after) || NAME_BREAKS_ZH.has(after) || '说笑问走跑站坐看比'.includes(after))
      return candidate;
  }
  return null;
}

/** Every known or capitalised name in text[from, to), for attaching "the fourteen-year-old" to someone. */
export function namesIn(text: string, from: number, to: number, known: readonly string[]): string[] {
  const span = text.slice(from, to);
  const found = new Set<string>();
  for (const name of known) if (span.includes(name)) found.add(name);
  for (const m of span.matchAll(new RegExp(`(?<![A-Za-z])${LATIN_NAME}`, 'g'))) {
    const at = m.index;
    const sentenceInitial = at === 0 || /[.!?"“]\s*$/.test(span.slice(Math.max(0, at - 3), at));
    if (isLatinName(m[0]) && (!sentenceInitial || known.includes(m[0]) || found.has(m[0]))) found.add(m[0]);
    else if (
      isLatinName(m[0]) &&
      sentenceInitial &&
      /^\s+(said|asked|was|is|had|ran|walked|looked|smiled|nodded)\b/.test(span.slice(at + m[0].length))
    )
      found.add(m[0]);
  }
  // A part of a longer name found in the same span ("Mara" beside "Mara Hale") is the same person.
  return [...found].filter((n) => ![...found].some((o) => o !== n && o.split(/[ ·]/).includes(n)));
}
