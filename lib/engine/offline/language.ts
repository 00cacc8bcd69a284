import type { Language } from '../types';

// Same rule as isMostlyCjk in lib/text/count.ts (CJK >= a quarter of the Latin letters), by char
// codes: per-character regex tests made language detection the slowest step on long sections.
function isCjkCode(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x20000 && c <= 0x3134f)
  );
}

function isLatinLetterCode(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/** The language a section is written in; reviewer messages follow it, not the project setting. */
export function sectionLanguage(text: string, fallback: Language): Language {
  let cjk = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i)!;
    if (c > 0xffff) i++;
    if (isCjkCode(c)) cjk++;
    else if (isLatinLetterCode(c)) latin++;
  }
  if (cjk === 0 && latin === 0) return fallback;
  return cjk > 0 && cjk >= latin / 4 ? 'zh' : 'en';
}

/** Picks the message for the language. */
export function say(language: Language, en: string, zh: string): string {
  return language === 'zh' ? zh : en;
}

/** Formats a count the way a writer reads it (1,234). */
export function formatCount(n: number): string {
  return n.toLocaleString('en');
}
