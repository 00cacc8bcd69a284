// CJK-aware length: each Han, kana or hangul character counts as one; other text counts in words.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_GLOBAL = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu;

/** Words for alphabetic text plus characters for CJK text: the unit writers expect. */
export function countWords(text: string): number {
  let cjk = 0;
  for (const _ of text.matchAll(CJK_GLOBAL)) cjk++;
  const rest = text.replace(CJK_GLOBAL, ' ');
  let words = 0;
  for (const _ of rest.matchAll(WORD)) words++;
  return cjk + words;
}

/** True when most letters in the text are CJK characters. */
export function isMostlyCjk(text: string): boolean {
  let cjk = 0;
  let latin = 0;
  for (const ch of text) {
    if (CJK.test(ch)) cjk++;
    else if (/\p{L}/u.test(ch)) latin++;
  }
  return cjk > 0 && cjk >= latin / 4;
}

/** The unit to show next to a count: characters for CJK text, words otherwise. */
export function lengthUnit(text: string): 'chars' | 'words' {
  return isMostlyCjk(text) ? 'chars' : 'words';
}
