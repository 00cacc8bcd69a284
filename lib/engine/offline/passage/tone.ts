import type { Language } from '../../types';
import { escapeRegExp } from '../../../text/regex';

// Tone without a model: the words that mark a register swapped for their counterparts. English
// contractions and colloquialisms; a few Chinese colloquial words and their written forms.

const EN_PAIRS: [casual: string, formal: string][] = [
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["couldn't", 'could not'],
  ["wouldn't", 'would not'],
  ["shouldn't", 'should not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["I'm", 'I am'],
  ["I've", 'I have'],
  ["I'll", 'I will'],
  ["you're", 'you are'],
  ["we're", 'we are'],
  ["they're", 'they are'],
  ["let's", 'let us'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['kids', 'children'],
  ['a lot of', 'many'],
  ['get rid of', 'remove'],
];

const ZH_PAIRS: [casual: string, formal: string][] = [
  ['啥', '什么'],
  ['咋', '怎么'],
  ['甭', '不必'],
  ['老是', '总是'],
  ['可是', '但是'],
  ['马上', '立即'],
  ['挺', '颇为'],
];

/** Keeps the capital of a word that opened a sentence ("Don't" → "Do not"). */
function matchCase(found: string, replacement: string): string {
  return /^[A-Z]/.test(found) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}

/** The passage in a formal or casual register, as far as its marking words go. */
export function toneOffline(passage: string, language: Language, tone: 'formal' | 'casual'): string {
  const pairs = language === 'zh' ? ZH_PAIRS : EN_PAIRS;
  const [from, to] = tone === 'formal' ? [0, 1] : [1, 0];
  // Longest first, so "a lot of" is swapped before any word inside it.
  const ordered = [...pairs].sort((a, b) => b[from].length - a[from].length);
  const lookup = new Map(ordered.map((p) => [p[from].toLowerCase().replace(/’/g, "'"), p[to]]));
  const words = ordered.map((p) => escapeRegExp(p[from]).replace(/'/g, "['’]"));
  const pattern =
    language === 'zh' ? new RegExp(words.join('|'), 'g') : new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi');
  return passage.replace(pattern, (found) => {
    const replacement = lookup.get(found.toLowerCase().replace(/’/g, "'"));
    return replacement === undefined ? found : matchCase(found, replacement);
  });
}
