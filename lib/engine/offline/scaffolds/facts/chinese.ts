import {
  DOUBLE_SURNAMES_ZH,
  NAME_BREAKS_ZH,
  PLACE_SUFFIXES_ZH,
  ROLE_NOUNS_ZH,
  SURNAMES_ZH,
  TRANSLITERATION_CHARS_ZH,
} from '../../lexicon/names';
import { tagChinese, type ChineseWord } from '../../../../text/chinese-tags';
import { isKinOrRoleZh, surnamed } from './chinese-surnames';

// People and places in a Chinese brief. Without capitals, jieba's segmentation says which words are
// names (nr, nrt) and places (ns); a Chinese name it cuts apart ("林/婉/清") is found by its pattern
// (chinese-surnames.ts). Nationality words, places and role words are never people.

const HAN = /\p{Script=Han}/u;
const TRANSLITERATED = /\p{Script=Han}{1,5}·\p{Script=Han}{1,5}/gu;
const INTRODUCED = /(?:名叫|叫做|名为|名字叫)(\p{Script=Han}{2,3})/gu;
const NICKNAME = /阿(\p{Script=Han})/gu;
const SURNAME_CLASS = `[${[...SURNAMES_ZH].join('')}]`;
// "老周", "小林": a surname called by its familiar prefix, standing alone.
const FAMILIAR = new RegExp(`[老小]${SURNAME_CLASS}`, 'gu');
// "沈师傅", "王婆婆": a surname and the title a person is called by.
const TITLED = new RegExp(`${SURNAME_CLASS}(?:师傅|婆婆|奶奶|爷爷|大爷|阿姨|大妈|先生|女士|小姐|太太|大夫|老师)`, 'gu');
const PLACE = new RegExp(
  `(?:在|于|到|来到|回到|前往|住在|位于|去)(\\p{Script=Han}{0,4}?(?:${PLACE_SUFFIXES_ZH}))`,
  'gu',
);

/** Cut a candidate at the first character no name contains. */
function trimmed(name: string): string {
  const chars = Array.from(name);
  const stop = chars.findIndex((c, i) => i > 0 && NAME_BREAKS_ZH.has(c));
  return stop < 0 ? name : chars.slice(0, stop).join('');
}

const NAME_TAGS = new Set(['nr', 'nrt']);

/**
 * Words jieba tags as a person's name, two characters or more: a transliteration ("玛拉"), a name that
 * starts with a surname, or one of three characters or more spelt like a transliteration ("艾米丽");
 * not "小镇", "老农夫" or "景德镇", which jieba also tags nr, and never a kin or role word.
 */
const taggedNames = (words: ChineseWord[]) =>
  words.filter((w) => {
    const chars = Array.from(w.word);
    if (!NAME_TAGS.has(w.tag) || chars.length < 2 || isKinOrRoleZh(w.word)) return false;
    if (!chars.every((c) => HAN.test(c) && !NAME_BREAKS_ZH.has(c))) return false;
    if (w.tag === 'nrt') return chars.every((c) => TRANSLITERATION_CHARS_ZH.has(c));
    if (SURNAMES_ZH.has(chars[0]) || DOUBLE_SURNAMES_ZH.some((s) => w.word.startsWith(s))) return true;
    return chars.length >= 3 && chars.every((c) => TRANSLITERATION_CHARS_ZH.has(c));
  });

/** A surname and a given name jieba tagged apart ("周/雯", "沈/曼", "乔/安娜"). */
const splitNames = (words: ChineseWord[]) =>
  words.flatMap((w, i) => {
    const next = words[i + 1];
    const given = next?.tag === 'nr' && next.word.length <= 2 && (next.word.length === 2 || w.tag === 'nr');
    return w.word.length === 1 && given && SURNAMES_ZH.has(w.word) && !NAME_BREAKS_ZH.has(next.word)
      ? [{ name: w.word + next.word, at: w.start }]
      : [];
  });

/** A familiar name ("老杨") that jieba reads as one word or as prefix and surname, not as part of another word ("老黄牛", "小王子"). */
function familiar(text: string, words: ChineseWord[]): { name: string; at: number }[] {
  return [...text.matchAll(FAMILIAR)]
    .filter((m) => {
      const word = words.find((w) => w.start === m.index);
      const next = words.find((w) => w.start === m.index + 1);
      return word?.word === m[0] || (word?.word.length === 1 && next?.word.length === 1);
    })
    .map((m) => ({ name: m[0], at: m.index }));
}

/** Names of people in a Chinese brief, in order of first mention. */
export function peopleZh(text: string, words: ChineseWord[] = tagChinese(text)): string[] {
  const places = new Set(words.filter((w) => w.tag === 'ns').map((w) => w.word));
  // Found by segmentation or surname: jieba's place words are not people ("苏格兰").
  const segmented = [
    ...taggedNames(words).map((w) => ({ name: w.word, at: w.start })),
    ...splitNames(words),
    ...surnamed(text, words).map((name) => ({ name, at: text.indexOf(name) })),
  ].filter((f) => !places.has(f.name));
  // Found by how the brief names them: these stand whatever jieba makes of the word ("阿海" ns).
  const named = [
    ...[...text.matchAll(TRANSLITERATED)].map((m) => ({ name: trimmed(m[0]), at: m.index })),
    ...[...text.matchAll(INTRODUCED)].map((m) => ({ name: trimmed(m[1]), at: m.index })),
    ...[...text.matchAll(NICKNAME)]
      .filter((m) => !NAME_BREAKS_ZH.has(m[1]) && !'姨婆爸妈哥姐叔伯'.includes(m[1]))
      .map((m) => ({ name: m[0], at: m.index })),
    ...[...text.matchAll(TITLED)].map((m) => ({ name: m[0], at: m.index })),
    ...familiar(text, words),
  ];
  const names = [...segmented, ...named].sort((a, b) => a.at - b.at).map((f) => f.name);
  return names.filter((n, i) => names.indexOf(n) === i && !names.some((o) => o !== n && o.includes(n)));
}

/** Places a Chinese brief puts the story in ("回到老宅", "来到青石镇", and what jieba knows as a place: "苏格兰"). */
export function placesZh(text: string, words: ChineseWord[] = tagChinese(text), people: string[] = []): string[] {
  const found = [
    ...[...text.matchAll(PLACE)].map((m) => ({ name: m[1], at: m.index })),
    ...words.filter((w) => w.tag === 'ns' && w.word.length >= 2).map((w) => ({ name: w.word, at: w.start })),
  ];
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  return names.filter(
    (n, i) =>
      names.indexOf(n) === i && !names.some((o) => o !== n && o.includes(n)) && !people.some((p) => p.includes(n)),
  );
}

/** Roles a Chinese brief names instead of people ("管家"); not one that only introduces a name ("歌女林婉清"). */
export function rolesZh(text: string, people: string[]): string[] {
  const standsAlone = (role: string) =>
    [...text.matchAll(new RegExp(role, 'g'))].some(
      (m) => !people.some((p) => text.startsWith(p, m.index + role.length)),
    );
  return ROLE_NOUNS_ZH.filter(standsAlone).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}
