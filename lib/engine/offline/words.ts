// Latin-script word tokens with their offsets, for the English checks.

export interface WordToken {
  word: string;
  start: number;
  end: number;
}

const LATIN_WORD = /[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*/g;
const HAN = /\p{Script=Han}/u;

/** Latin words in text[from, to), in order. */
export function latinWords(text: string, from = 0, to = text.length): WordToken[] {
  const words: WordToken[] = [];
  LATIN_WORD.lastIndex = from;
  for (let m = LATIN_WORD.exec(text); m && m.index < to; m = LATIN_WORD.exec(text)) {
    const end = Math.min(m.index + m[0].length, to);
    words.push({ word: text.slice(m.index, end), start: m.index, end });
  }
  return words;
}

/** True for a Han character. */
export function isHan(ch: string | undefined): boolean {
  return ch !== undefined && HAN.test(ch);
}

/** Strips a possessive "'s" so "Elizabeth's" compares as "Elizabeth". */
export function withoutPossessive(word: string): string {
  return word.replace(/['’]s$/i, '');
}

/** Lowercase stem good enough to match "discovers" with "discovered" and "letters" with "letter". */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 4) return w;
  for (const suffix of ['ingly', 'edly', 'ing', 'ies', 'ied', 'ed', 'es', 'ly', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      const base = w.slice(0, -suffix.length);
      return suffix === 'ies' || suffix === 'ied' ? `${base}y` : base.replace(/e$/, '');
    }
  }
  return w.replace(/e$/, '');
}
