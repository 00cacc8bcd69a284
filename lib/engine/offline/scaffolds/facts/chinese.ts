import { DOUBLE_SURNAMES_ZH, NAME_BREAKS_ZH, PLACE_SUFFIXES_ZH, ROLE_NOUNS_ZH, SURNAMES_ZH } from '../../lexicon/names';

// People and places in a Chinese brief. Without capitals, a name is a common surname followed by one
// or two characters that no particle or common verb interrupts, standing where a name can stand.

const HAN = /\p{Script=Han}/u;
const KIN = [
  '父亲',
  '母亲',
  '女儿',
  '儿子',
  '妻子',
  '丈夫',
  '哥哥',
  '姐姐',
  '弟弟',
  '妹妹',
  '爷爷',
  '奶奶',
  '孙子',
  '孙女',
];
const BEFORE_NAME = [...KIN, ...ROLE_NOUNS_ZH, '朋友', '同学', '老师', '学生', '女孩', '男孩', '少女', '少年', '老人'];
// Last characters of occupations ("教师", "看守人", "画家"), after which a name may follow directly.
const OCCUPATION_ENDS = '师人者员生长工手家匠官';
const TRANSLITERATED = /\p{Script=Han}{1,5}·\p{Script=Han}{1,5}/gu;
const INTRODUCED = /(?:名叫|叫做|名为|名字叫)(\p{Script=Han}{2,3})/gu;
const NICKNAME = /阿(\p{Script=Han})/gu;
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

function canStartName(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const prev = before.slice(-1);
  return (
    !prev ||
    !HAN.test(prev) ||
    NAME_BREAKS_ZH.has(prev) ||
    OCCUPATION_ENDS.includes(prev) ||
    BEFORE_NAME.some((w) => before.endsWith(w))
  );
}

function surnamed(text: string): string[] {
  const out: string[] = [];
  const chars = Array.from(text);
  let offset = 0;
  chars.forEach((ch, i) => {
    const double = DOUBLE_SURNAMES_ZH.find((s) => text.startsWith(s, offset));
    const surname = double ?? (SURNAMES_ZH.has(ch) ? ch : null);
    if (surname && canStartName(text, offset)) {
      const rest = trimmed(`${surname}${chars.slice(i + surname.length, i + surname.length + 2).join('')}`);
      const given = Array.from(rest).slice(surname.length);
      const repeated = text.split(rest).length > 2;
      const after = text.slice(offset + rest.length, offset + rest.length + 1);
      // A one-character given name only between clear boundaries: "与沈曼当晚", "、沈曼，".
      const bounded =
        (!HAN.test(text.slice(offset - 1, offset)) || '和与跟及同'.includes(text.slice(offset - 1, offset))) &&
        (!after || !HAN.test(after) || NAME_BREAKS_ZH.has(after));
      const kinship = BEFORE_NAME.some((w) => rest.startsWith(w));
      if (
        !kinship &&
        given.length > 0 &&
        given.every((c) => HAN.test(c)) &&
        (given.length === 2 || repeated || double || bounded)
      )
        out.push(rest);
    }
    offset += ch.length;
  });
  return out;
}

/** Names of people in a Chinese brief, in order of first mention. */
export function peopleZh(text: string): string[] {
  const found: { name: string; at: number }[] = [
    ...[...text.matchAll(TRANSLITERATED)].map((m) => ({ name: trimmed(m[0]), at: m.index })),
    ...[...text.matchAll(INTRODUCED)].map((m) => ({ name: trimmed(m[1]), at: m.index })),
    ...[...text.matchAll(NICKNAME)]
      .filter((m) => !NAME_BREAKS_ZH.has(m[1]) && !'姨婆爸妈哥姐叔伯'.includes(m[1]))
      .map((m) => ({ name: m[0], at: m.index })),
    ...surnamed(text).map((name) => ({ name, at: text.indexOf(name) })),
  ];
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  return names.filter((n, i) => names.indexOf(n) === i && !names.some((o) => o !== n && o.includes(n)));
}

/** Places a Chinese brief puts the story in ("回到老宅", "来到青石镇"). */
export function placesZh(text: string): string[] {
  return [...new Set([...text.matchAll(PLACE)].map((m) => m[1]))];
}

/** Roles a Chinese brief names instead of people ("管家"); not one that only introduces a name ("歌女林婉清"). */
export function rolesZh(text: string, people: string[]): string[] {
  const standsAlone = (role: string) =>
    [...text.matchAll(new RegExp(role, 'g'))].some(
      (m) => !people.some((p) => text.startsWith(p, m.index + role.length)),
    );
  return ROLE_NOUNS_ZH.filter(standsAlone).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}
