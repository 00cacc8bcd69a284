import { STOPWORDS } from '../../lexicon/english';
import {
  ABSTRACT_NOUNS_EN,
  KIN_AND_TITLES_EN,
  NOT_NAMES_EN,
  PLACE_PREPOSITIONS_EN,
  PLACE_WORDS_EN,
  ROLE_NOUNS_EN,
} from '../../lexicon/names';
import { tagEnglish, type TaggedWord } from './english-tags';

// Capitalised words in an English brief, sorted into people and places. compromise (a part-of-speech
// tagger with a lexicon of first names, places and demonyms) says what each word is; the brief's own
// cues (a verb after a name, "Mara's", "Mara, twelve,", "her uncle Tomas") decide for names it does not
// know. Nationality and place adjectives, imperative verbs and role words are never people.

const WORD = String.raw`[A-Z][\p{Ll}]+(?:-[A-Z]?[\p{Ll}]+)?`;
const CAPITALISED = new RegExp(`${WORD}(?:[ \\t]+${WORD})*`, 'gu');
const SENTENCE_START = /(?:^|[.!?:;\n]|\n\s*[-*•])\s*["“‘'(]?\s*$/;
// "Mara's", "Mara, a keeper", "Mara, twelve,", "Mara and Tomas", "Jun and his pen pal".
const PERSON_AFTER =
  /^(?:['’]s\b|\s+and\s+(?:his|her|their)\b|,\s+(?:who|whose|his|her|their|aged|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|\s+and\s+[A-Z])/;
const NAMED_BEFORE = /\b(?:named|called|nicknamed|christened)\s*$/i;
const ABSTRACT = /(?:ness|ity|tion|sion|ment|ing|ism|ence|ance|hood|ship)$/;
// Calendar words are in NOT_NAMES_EN: compromise also tags "Jun" a month.
const NOT_A_PERSON = ['Place', 'Country', 'City', 'Region', 'Demonym', 'Organization'];
const DESCRIBING = ['Demonym', 'Adjective', 'Place'];
const A_PERSON = ['Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName'];

interface Capitalised {
  name: string;
  start: number;
  end: number;
  words: (TaggedWord | undefined)[];
  atSentenceStart: boolean;
}

const isLeadWord = (w: string) => {
  const lower = w.toLowerCase();
  return STOPWORDS.has(lower) || NOT_NAMES_EN.has(lower) || KIN_AND_TITLES_EN.has(lower) || ROLE_NOUNS_EN.has(lower);
};

function capitalised(text: string, tagged: Map<number, TaggedWord>): Capitalised[] {
  const out: Capitalised[] = [];
  for (const m of text.matchAll(CAPITALISED)) {
    const words = m[0].split(/[ \t]+/);
    let start = m.index;
    // Leading function words, titles and kin ("The", "When", "Uncle", "Detective") are not part of the name.
    while (words.length && isLeadWord(words[0])) {
      start = text.indexOf(words[1] ?? '', start + words[0].length);
      words.shift();
    }
    if (!words.length || words.every((w) => NOT_NAMES_EN.has(w.toLowerCase()))) continue;
    const name = words.join(' ');
    let at = start;
    const tags = words.map((w) => {
      const word = tagged.get(text.indexOf(w, at));
      at = text.indexOf(w, at) + w.length;
      return word;
    });
    const atSentenceStart = SENTENCE_START.test(text.slice(0, start));
    out.push({ name, start, end: start + name.length, words: tags, atSentenceStart });
  }
  return out;
}

// The word before a name, looking past an article ("at the Golden Lotus").
const wordBefore = (text: string, at: number) =>
  /([A-Za-z]+)(?:\s+(?:the|a|an))?\W*$/i.exec(text.slice(Math.max(0, at - 30), at))?.[1];
const articleBefore = (text: string, at: number) => /\b(?:the|a|an)\s+$/i.test(text.slice(Math.max(0, at - 5), at));
const has = (c: Capitalised, tags: string[]) => c.words.some((w) => w && tags.some((t) => w.tags.has(t)));

/** The word after a name, with its tags, when nothing but spaces stands between. */
function nextWord(c: Capitalised, tagged: TaggedWord[]): TaggedWord | undefined {
  const last = c.words.at(-1);
  if (!last || /[^\s]/.test(last.post)) return undefined;
  return tagged[last.index + 1];
}

// "Scottish island", "Irish fiddler": a capitalised word that is no one's name, right before a common
// noun, describes it ("Marguerite’s diary" and "Dwayne swap" do not).
function isAdjective(c: Capitalised, tagged: TaggedWord[]): boolean {
  const word = c.words[0];
  const next = nextWord(c, tagged);
  if (c.words.length !== 1 || !word || !next || has(c, A_PERSON) || word.tags.has('Possessive')) return false;
  const describing = DESCRIBING.some((t) => word.tags.has(t)) || /(?:ish|ian|ese|an|ic)$/.test(word.text);
  return describing && /^[a-z]/.test(next.text) && next.tags.has('Noun') && !next.tags.has('Pronoun');
}

// "Fenwick Oduya, a cartographer,": a person's trade after the name outweighs a place the tagger knows.
const ACTOR_AFTER = /^,\s+(?:a|an|the)\s+(?:[a-z]+\s+){0,2}?([a-z]+)[,.;:!?]/;
function appositiveActor(text: string, c: Capitalised, tagged: TaggedWord[]): boolean {
  const m = ACTOR_AFTER.exec(text.slice(c.end));
  const at = m ? c.end + m.index + m[0].length - m[1].length - 1 : -1;
  return Boolean(m && tagged.find((w) => w.start === at)?.tags.has('Actor'));
}

function isPlace(text: string, c: Capitalised): boolean {
  const last = c.name.split(' ').pop()!.toLowerCase();
  return PLACE_WORDS_EN.has(last) || PLACE_PREPOSITIONS_EN.has(wordBefore(text, c.start)?.toLowerCase() ?? '');
}

/**
 * Capitalised words the tagger reads as something else: a verb ("Keep"), a number, or an adjective
 * that no verb follows ("Hamish tells" is a name the tagger does not know).
 */
function notANoun(c: Capitalised, tagged: TaggedWord[]): boolean {
  const word = c.words[0];
  if (c.words.length !== 1 || !word || word.tags.has('Noun') || has(c, A_PERSON)) return false;
  return !(word.tags.has('Adjective') && nextWord(c, tagged)?.tags.has('Verb'));
}

function isPerson(text: string, c: Capitalised, tagged: TaggedWord[]): boolean {
  if (appositiveActor(text, c, tagged) && !has(c, ['Country', 'City', 'Region'])) return true;
  if (isPlace(text, c) || has(c, NOT_A_PERSON) || notANoun(c, tagged) || isAdjective(c, tagged)) return false;
  const lower = c.name.toLowerCase();
  if (ROLE_NOUNS_EN.has(lower) || KIN_AND_TITLES_EN.has(lower)) return false;
  if (has(c, A_PERSON)) return true;
  if (PERSON_AFTER.test(text.slice(c.end)) || /^,\s+(?:a|an|the)\b/.test(text.slice(c.end))) return true;
  // "named Hettie", "her uncle Tomas", "Detective Ruiz".
  const before = wordBefore(text, c.start)?.toLowerCase() ?? '';
  if (NAMED_BEFORE.test(text.slice(0, c.start)) || KIN_AND_TITLES_EN.has(before) || ROLE_NOUNS_EN.has(before))
    return true;
  const next = nextWord(c, tagged);
  const abstract = ABSTRACT.test(c.name) || ABSTRACT_NOUNS_EN.has(lower);
  if (next?.tags.has('Verb') && !abstract) return true;
  // Mid-sentence, a capitalised word with no article before it is a name ("trusts Hettie").
  return !c.atSentenceStart && !articleBefore(text, c.start) && !abstract;
}

const unique = (names: string[]) =>
  names.filter((n, i) => names.indexOf(n) === i && !names.some((o) => o !== n && o.split(' ').includes(n)));

/** The people and places an English brief names, in order of first mention. */
export function namesEn(text: string): { people: string[]; places: string[] } {
  const tagged = tagEnglish(text);
  const byStart = new Map(tagged.map((w) => [w.start, w]));
  const found = capitalised(text, byStart);
  const places = found.filter(
    (c) => !isAdjective(c, tagged) && (isPlace(text, c) || has(c, ['Country', 'City', 'Region'])),
  );
  const people = unique(found.filter((c) => isPerson(text, c, tagged)).map((c) => c.name));
  // "sings to Zeb": a name the brief gives a person elsewhere is that person, whatever preposition precedes it.
  const personWords = new Set(people.flatMap((p) => p.split(' ')));
  return { people, places: unique(places.map((c) => c.name).filter((p) => !personWords.has(p))) };
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
