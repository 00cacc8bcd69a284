import { diffTexts } from '../../text/diff';
import { parseEnglishCount } from '../continuity/numbers';
import { FUNCTION_WORDS } from './function-words';
import { isHanNumeral, NOT_AFTER_NUMERAL, wholeHanNumber } from './han-numbers';
import type { RenamePair } from './rename-pairs';
import { renameMatches, type RenameMatch } from './rename-matches';
import { statedOfEntry } from './stated-of';
import { escapeRegExp } from '../../text/regex';

// An attribute of a bible entry changed in its description ("green eyes" → "grey eyes", "twelve" →
// "fourteen", 1892 → 1893): the passages about that entry which state the old value get the new one.
// Mechanical only: a value replaced by another of a few words; anything longer needs rewriting.

const HAN = /\p{Script=Han}/u;
const HAN_CHAR = /^\p{Script=Han}$/u;
// A value is a few words (Latin) or a few characters (Han): a longer change is a rewrite.
const MAX_WORDS = 3;
const MAX_HAN = 4;
const isValue = (s: string) =>
  HAN.test(s)
    ? [...s].every((c) => HAN_CHAR.test(c) || /\p{N}/u.test(c)) && [...s].length <= MAX_HAN
    : s.split(/\s+/).length <= MAX_WORDS;

/** A value that stands on its own: digits, or an English number word ("Mara is twelve."). */
const isCount = (s: string) => s.split(/\s+/).every((w) => parseEnglishCount(w) !== null);

/** What follows a change up to the next word (Latin) or the next two Han characters: its noun. */
function contextAfter(text: string): string {
  const han = /^\p{Script=Han}{1,2}/u.exec(text);
  if (han) return han[0];
  return /^ +([\p{L}\p{N}]+)/u.exec(text)?.[1] ?? '';
}

/**
 * The values a description's edit replaced, each with the word (or two Han characters) that follows it
 * when there is one, so that "green" is changed only as "green eyes" and not in "a green coat".
 */
export function valueChanges(before: string, after: string): RenamePair[] {
  const pairs: RenamePair[] = [];
  const segments = diffTexts(before, after);
  for (let i = 0; i < segments.length; i++) {
    const del = segments[i];
    const ins = segments[i + 1];
    if (del.op !== 'delete' || ins?.op !== 'insert') continue;
    const before = segments[i - 1]?.op === 'equal' ? segments[i - 1].text : '';
    const { from, to, next } = wholeHanNumber({
      from: del.text.trim(),
      to: ins.text.trim(),
      before,
      next: segments[i + 2]?.op === 'equal' ? segments[i + 2].text : '',
    });
    if (!from || !to || !isValue(from) || !isValue(to)) continue;
    // A number or a year is a value on its own (built in 1893); a word is one with what it qualifies.
    const number = /^[\p{N}\s]+$/u.test(from) && !HAN.test(next.charAt(0));
    const context = number ? '' : contextAfter(next);
    // What a Latin value qualifies is a content word ("green eyes", "twelve years"): a phrase replaced
    // before a function word, or at the end of its clause, is a rewrite, which takes judgement, not a swap.
    const latin = !HAN.test(from) && !HAN.test(to);
    if (latin && !isCount(from) && (!context || FUNCTION_WORDS.has(context.toLowerCase()))) continue;
    const gap = HAN.test(context) ? '' : ' ';
    pairs.push(context ? { from: `${from}${gap}${context}`, to: `${to}${gap}${context}` } : { from, to });
  }
  return pairs.filter((p, i) => pairs.findIndex((q) => q.from === p.from) === i);
}

/**
 * The old value where it stands in the text: whole words, any case at its start (Latin); anywhere (Han),
 * but a number never as the end of a longer one (十二岁 is not in 二十二岁).
 */
function valuePattern(from: string): RegExp {
  if (HAN.test(from))
    return new RegExp(`${isHanNumeral(from.charAt(0)) ? NOT_AFTER_NUMERAL : ''}${escapeRegExp(from)}`, 'gu');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`, 'giu');
}

// The new value with the case its first letter has where the old one stands ("Green eyes" in the
// description, "green eyes" mid-sentence).
const UPPER = /^\p{Lu}/u;
const asWritten = (found: string, to: string) =>
  UPPER.test(found) ? to.charAt(0).toUpperCase() + to.slice(1) : to.charAt(0).toLowerCase() + to.slice(1);

/**
 * Every statement of an old value of the entry (in the clause of a mention by any of its spellings,
 * never inside another entry's longer name), with the new value as its exact replacement.
 */
export function valueMatches(
  text: string,
  {
    pairs,
    spellings,
    guards,
  }: { pairs: readonly RenamePair[]; spellings: readonly string[]; guards: readonly string[] },
): RenameMatch[] {
  if (!pairs.length) return [];
  const mentions = renameMatches(
    text,
    spellings.map((s) => ({ from: s, to: s })),
    guards,
  );
  if (!mentions.length) return [];
  const stated = statedOfEntry(text, mentions, spellings);
  const matches: RenameMatch[] = [];
  for (const pair of pairs)
    for (const m of text.matchAll(valuePattern(pair.from))) {
      if (!stated(m.index)) continue;
      matches.push({ start: m.index, end: m.index + m[0].length, replacement: asWritten(m[0], pair.to) });
    }
  return matches.sort((a, b) => a.start - b.start);
}
