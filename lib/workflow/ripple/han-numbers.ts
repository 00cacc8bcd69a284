// A Chinese number changed in an edit is the whole number: a diff of 十二岁 → 十四岁 changes only 二 → 四,
// and the place to change in a later passage is 十二, never the 二 inside 二十二.

const NUMERALS = '零〇一二三四五六七八九十百千万两';
const ALL_NUMERALS = new RegExp(`^[${NUMERALS}]+$`, 'u');
const TRAILING = new RegExp(`[${NUMERALS}]+$`, 'u');
const LEADING = new RegExp(`^[${NUMERALS}]+`, 'u');

/** A text that is a Chinese number in characters (十二, 两百). */
export const isHanNumeral = (text: string) => ALL_NUMERALS.test(text);

const ANY_NUMERAL = `[\\p{N}${NUMERALS}]`;
const ENDS_IN_NUMERAL = new RegExp(`${ANY_NUMERAL}$`, 'u');
/** A pattern's guard: what follows is not the end of a longer number (十二岁 is not in 二十二岁). */
export const NOT_AFTER_NUMERAL = `(?<!${ANY_NUMERAL})`;

/** True when the text ends in a digit or a Chinese numeral: what follows it is the end of a longer number. */
export const endsInNumeral = (text: string) => ENDS_IN_NUMERAL.test(text);

/**
 * A replaced run widened to the whole Chinese number when both sides are numerals: the numerals of the
 * text before it and after it join it, and `next` keeps what follows the number.
 */
export function wholeHanNumber(run: { from: string; to: string; before: string; next: string }): {
  from: string;
  to: string;
  next: string;
} {
  if (!isHanNumeral(run.from) || !isHanNumeral(run.to)) return run;
  const head = TRAILING.exec(run.before)?.[0] ?? '';
  const tail = LEADING.exec(run.next)?.[0] ?? '';
  return { from: head + run.from + tail, to: head + run.to + tail, next: run.next.slice(tail.length) };
}
