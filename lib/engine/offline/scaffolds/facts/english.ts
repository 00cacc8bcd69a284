import { STOPWORDS } from '../../lexicon/english';
import {
  ABSTRACT_NOUNS_EN,
  NOT_NAMES_EN,
  PLACE_PREPOSITIONS_EN,
  PLACE_WORDS_EN,
  ROLE_NOUNS_EN,
} from '../../lexicon/names';

// Capitalised words in an English brief, sorted into people and places. A word that only ever opens a
// sentence ("Grief can be put to work") is a person only when the brief treats it as one elsewhere.

const WORD = String.raw`[A-Z][\p{Ll}]+(?:-[A-Z]?[\p{Ll}]+)?`;
const CAPITALISED = new RegExp(`${WORD}(?:[ \\t]+${WORD})*`, 'gu');
const SENTENCE_START = /(?:^|[.!?:;\n]|\n\s*[-*•])\s*["“‘'(]?\s*$/;
const PERSON_AFTER = /^(?:['’]s\b|,\s+(?:a|an|the|who|whose|his|her|their)\b|\s+and\s+[A-Z])/;
// A sentence's first word is a name when a verb follows it ("Mara wants…"), unless it reads as an abstract noun.
const VERB_AFTER = /^\s+(?:[a-z]+s|is|was|has|had|must|can|could|will|would|should|may|might|never|always|who)\b/;
const ABSTRACT = /(?:ness|ity|tion|sion|ment|ing|ism|ence|ance|hood|ship)$/;

interface Capitalised {
  name: string;
  start: number;
  end: number;
  atSentenceStart: boolean;
}

function capitalised(text: string): Capitalised[] {
  const out: Capitalised[] = [];
  for (const m of text.matchAll(CAPITALISED)) {
    const words = m[0].split(/[ \t]+/);
    let start = m.index;
    // Leading function words ("The", "When") are not part of the name.
    while (words.length && (STOPWORDS.has(words[0].toLowerCase()) || NOT_NAMES_EN.has(words[0].toLowerCase()))) {
      start = text.indexOf(words[1] ?? '', start + words[0].length);
      words.shift();
    }
    if (!words.length || words.every((w) => NOT_NAMES_EN.has(w.toLowerCase()))) continue;
    const name = words.join(' ');
    out.push({ name, start, end: start + name.length, atSentenceStart: SENTENCE_START.test(text.slice(0, start)) });
  }
  return out;
}

// The word before a name, looking past an article ("at the Golden Lotus").
const wordBefore = (text: string, at: number) =>
  /([A-Za-z]+)(?:\s+(?:the|a|an))?\W*$/i.exec(text.slice(Math.max(0, at - 30), at))?.[1];

function isPlace(text: string, c: Capitalised): boolean {
  const last = c.name.split(' ').pop()!.toLowerCase();
  return PLACE_WORDS_EN.has(last) || PLACE_PREPOSITIONS_EN.has(wordBefore(text, c.start)?.toLowerCase() ?? '');
}

const unique = (names: string[]) =>
  names.filter((n, i) => names.indexOf(n) === i && !names.some((o) => o !== n && o.split(' ').includes(n)));

/** Names of people in a brief, in order of first mention. */
export function peopleEn(text: string): string[] {
  const found = capitalised(text).filter((c) => !isPlace(text, c));
  const midSentence = new Set(found.filter((c) => !c.atSentenceStart).map((c) => c.name));
  const people = found.filter(
    (c) =>
      !c.atSentenceStart ||
      midSentence.has(c.name) ||
      PERSON_AFTER.test(text.slice(c.end)) ||
      (VERB_AFTER.test(text.slice(c.end)) && !ABSTRACT.test(c.name) && !ABSTRACT_NOUNS_EN.has(c.name.toLowerCase())),
  );
  return unique(people.map((c) => c.name));
}

/** Names of places in a brief, in order of first mention. */
export function placesEn(text: string): string[] {
  return unique(
    capitalised(text)
      .filter((c) => isPlace(text, c))
      .map((c) => c.name),
  );
}

/** Roles a brief names instead of people ("the butler" becomes "The butler"). */
export function rolesEn(text: string): string[] {
  // "Lily Chen, the singer" names a person already; only a role standing alone counts.
  const roles = [...text.matchAll(/\bthe\s+([a-z]+)\b/gi)]
    .filter((m) => !/[A-Z][\p{Ll}]+,\s*$/u.test(text.slice(0, m.index)))
    .map((m) => m[1].toLowerCase())
    .filter((r) => ROLE_NOUNS_EN.has(r))
    .map((r) => `The ${r}`);
  return [...new Set(roles)];
}

/** "Mara, a lighthouse keeper, …": the role the brief gives a person, if it gives one. */
export function appositiveEn(text: string, name: string): string | null {
  const at = text.indexOf(name);
  if (at < 0) return null;
  const m = /^,\s+((?:a|an|the)\s+[^,.;:!?\n]{2,60})[,.;:!?]/.exec(text.slice(at + name.length));
  return m ? m[1].trim() : null;
}
