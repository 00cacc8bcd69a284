import stopwords from 'stopwords-iso/stopwords-iso.json';
import { tagChinese } from '../../text/chinese-tags';
import type { WriterText } from './profile';

// "Uses" and "avoids" name content words: the language's function words (stopwords-iso's lists) say
// nothing about a writer, and neither do names, which a story repeats because it is about them.
const ENGLISH_STOP = new Set<string>(stopwords.en);
const CHINESE_STOP = new Set<string>(stopwords.zh);
// jieba's tags for names of people, places and organisations, and for numerals and measure words.
const CHINESE_NAME_TAGS = new Set(['nr', 'nrt', 'nrfg', 'ns', 'nt', 'nz', 'm', 'q', 'mq', 'x', 'eng']);

const USES = 8;
const AVOIDS = 6;
/** A word used fewer times than this is not something the writer "often" uses. */
const MIN_USES = 3;

/** The content words the writer uses most, most used first (ties in order of first use). */
export function favouriteWords(passages: readonly string[], language: 'en' | 'zh'): string[] {
  const counts = contentWords(passages, language);
  return [...counts]
    .filter(([, n]) => n >= MIN_USES)
    .sort((a, b) => b[1] - a[1])
    .slice(0, USES)
    .map(([w]) => w);
}

/** Words the writer deleted from model text at least twice and never wrote themselves. */
export function avoidedWords(text: WriterText, language: 'en' | 'zh'): string[] {
  const own = contentWords(text.passages, language);
  const removed = contentWords(text.removed, language);
  return [...removed]
    .filter(([w, n]) => n >= 2 && !own.has(w))
    .sort((a, b) => b[1] - a[1])
    .slice(0, AVOIDS)
    .map(([w]) => w);
}

/** Content words and how often each occurs, in order of first use. */
function contentWords(passages: readonly string[], language: 'en' | 'zh'): Map<string, number> {
  return language === 'zh' ? chineseWords(passages) : englishWords(passages);
}

function englishWords(passages: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const capitalised = new Map<string, number>();
  const lower = new Set<string>();
  for (const passage of passages)
    for (const m of passage.matchAll(/(?<![\p{L}'’])\p{L}+(?:['’]\p{L}+)?/gu)) {
      const word = m[0].toLowerCase().replace('’', "'");
      if (word.length < 3 || ENGLISH_STOP.has(word) || word.includes("'")) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
      if (!/^\p{Lu}/u.test(m[0])) lower.add(word);
      else if (!sentenceStart(passage, m.index)) capitalised.set(word, (capitalised.get(word) ?? 0) + 1);
    }
  // A word never written in lower case, or capitalised inside sentences as often as not, is a name.
  for (const word of counts.keys())
    if (!lower.has(word) || (capitalised.get(word) ?? 0) * 2 >= counts.get(word)!) counts.delete(word);
  return counts;
}

const sentenceStart = (text: string, at: number) =>
  /(?:^|[.!?"“‘:—–-]\s*|\n\s*)$/.test(text.slice(Math.max(0, at - 4), at));

function chineseWords(passages: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const passage of passages)
    for (const { word, tag } of tagChinese(passage)) {
      if (word.length < 2 || !/^\p{Script=Han}+$/u.test(word)) continue;
      if (CHINESE_STOP.has(word) || CHINESE_NAME_TAGS.has(tag)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  return counts;
}
