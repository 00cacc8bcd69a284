// Numbers as prose writes them: "12", "twelve", "twenty-one"; 十二, 二十一, 两. Ages and counts are
// compared as numbers, and a replacement is written back in the form the passage used.

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** An English number word up to ninety-nine ("twenty-one", "Twelve"), or null. */
function englishNumber(word: string): number | null {
  const w = word.toLowerCase();
  const unit = EN_UNITS.indexOf(w);
  if (unit >= 0) return unit;
  const [tens, ones] = w.split(/[-\s]/);
  const t = EN_TENS.indexOf(tens);
  if (t < 2) return null;
  if (ones === undefined) return t * 10;
  const o = EN_UNITS.indexOf(ones);
  return o > 0 && o < 10 ? t * 10 + o : null;
}

// Either case for the first letter ("Twelve-year-old Mara"), without making the whole pattern case-blind.
const anyCase = (w: string) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`;
export const EN_NUMBER_WORD = `(?:${EN_TENS.slice(2).map(anyCase).join('|')})(?:-(?:${EN_UNITS.slice(1, 10).join('|')}))?|${EN_UNITS.map(anyCase).join('|')}`;

/** Digits or an English number word. */
export function parseEnglishCount(token: string): number | null {
  return /^\d+$/.test(token) ? Number(token) : englishNumber(token);
}

function englishNumberText(n: number): string {
  if (n < 20) return EN_UNITS[n];
  if (n < 100) return EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${EN_UNITS[n % 10]}` : '');
  return String(n);
}

const ZH_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
export const ZH_NUMBER = '[零〇一二两三四五六七八九十百]+|\\d+';

/** A Chinese numeral up to 999 (十二, 二十一, 一百二十) or digits, or null. */
export function chineseNumber(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  let total = 0;
  let current = 0;
  for (const ch of token) {
    if (ch in ZH_DIGITS) current = ZH_DIGITS[ch];
    else if (ch === '十') {
      total += (current || 1) * 10;
      current = 0;
    } else if (ch === '百') {
      total += (current || 1) * 100;
      current = 0;
    } else return null;
  }
  return total + current;
}

const ZH_NUMERALS = '零一二三四五六七八九';

function chineseNumberText(n: number): string {
  if (n < 10) return ZH_NUMERALS[n];
  if (n < 20) return `十${n % 10 ? ZH_NUMERALS[n % 10] : ''}`;
  if (n < 100) return `${ZH_NUMERALS[Math.floor(n / 10)]}十${n % 10 ? ZH_NUMERALS[n % 10] : ''}`;
  return String(n);
}

/** `n` written the way `like` was written: digits stay digits, words stay words, capitalised stays so. */
export function numberLike(like: string, n: number): string {
  if (/^\d+$/.test(like)) return String(n);
  if (/^[零〇一二两三四五六七八九十百]+$/.test(like)) return chineseNumberText(n);
  const word = englishNumberText(n);
  return /^[A-Z]/.test(like) ? word[0].toUpperCase() + word.slice(1) : word;
}
