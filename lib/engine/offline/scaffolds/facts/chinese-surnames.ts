import { DOUBLE_SURNAMES_ZH, NAME_BREAKS_ZH, ROLE_NOUNS_ZH, SURNAMES_ZH } from '../../lexicon/names';
import type { ChineseWord } from '../../../../text/chinese-tags';

// A Chinese name jieba cut apart ("林/婉/清", "沈/曼"): a common surname and one or two characters that no
// particle or common verb interrupts, standing where a name can stand, ending where a word ends, and
// not the first character of another word ("苏格兰", "高兴", "方便").

const HAN = /\p{Script=Han}/u;
const KIN =
  '父亲 母亲 女儿 儿子 妻子 丈夫 哥哥 姐姐 弟弟 妹妹 爷爷 奶奶 外婆 外公 孙子 孙女 表妹 表姐 表哥 表弟 堂哥 堂妹 叔叔 阿姨';
const COMPANIONS = '朋友 好友 闺蜜 同学 同桌 同事 邻居 搭档 师傅 徒弟 老师 学生 女孩 男孩 少女 少年 老人';
const BEFORE_NAME = [...KIN.split(' '), ...COMPANIONS.split(' '), ...ROLE_NOUNS_ZH];
// Last characters of occupations ("教师", "看守人", "画家", "农夫"), after which a name may follow directly.
const OCCUPATION_ENDS = '师人者员生长工手家匠官夫民';
const NAME_TAGS = new Set(['nr', 'nrt']);
// "方圆是一名骑手": what follows a word the brief introduces as a person.
const INTRODUCED_AFTER = /^(?:是一(?:名|位|个)|，(?:一(?:名|位|个)))/u;

/** A kin or role word, or a word that starts with one ("管家沈曼" is read as two). */
export const isKinOrRoleZh = (name: string) => BEFORE_NAME.some((w) => name === w || name.startsWith(w));

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

const wordAt = (words: ChineseWord[], at: number) => words.find((w) => w.start <= at && at < w.start + w.word.length);

/** The surname is the start of a word jieba read as something else ("苏格兰" ns, "高兴" a). */
function insideOtherWord(words: ChineseWord[], at: number, surname: string): boolean {
  const word = wordAt(words, at);
  if (!word || NAME_TAGS.has(word.tag) || word.word.length <= surname.length) return false;
  return !DOUBLE_SURNAMES_ZH.includes(word.word);
}

/** The candidate shortened to end where one of jieba's words ends ("林枫调查" gives "林枫", not "林枫调"). */
function atWordEnd(words: ChineseWord[], at: number, name: string, surname: string): string {
  for (let end = at + name.length; end > at + surname.length; end--) {
    if (words.some((w) => w.start + w.word.length === end)) return name.slice(0, end - at);
  }
  return surname;
}

/** Names that start with a common surname, as the text spells them, in order. */
export function surnamed(text: string, words: ChineseWord[]): string[] {
  const out: string[] = [];
  const chars = Array.from(text);
  let offset = 0;
  chars.forEach((ch, i) => {
    const double = DOUBLE_SURNAMES_ZH.find((s) => text.startsWith(s, offset));
    const surname = double ?? (SURNAMES_ZH.has(ch) ? ch : null);
    const introduced = (rest: string) => INTRODUCED_AFTER.test(text.slice(offset + rest.length));
    if (surname && canStartName(text, offset)) {
      const raw = trimmed(`${surname}${chars.slice(i + surname.length, i + surname.length + 2).join('')}`);
      const rest = atWordEnd(words, offset, raw, surname);
      if (insideOtherWord(words, offset, surname) && !introduced(rest)) {
        offset += ch.length;
        return;
      }
      const given = Array.from(rest).slice(surname.length);
      const repeated = text.split(rest).length > 2;
      const prev = text.slice(offset - 1, offset);
      const after = text.slice(offset + rest.length, offset + rest.length + 1);
      // A one-character given name only between clear boundaries: "与沈曼当晚", "、沈曼，", "母亲刘芳写".
      const bounded =
        (!HAN.test(prev) ||
          '和与跟及同的'.includes(prev) ||
          BEFORE_NAME.some((w) => text.slice(0, offset).endsWith(w))) &&
        (!after ||
          !HAN.test(after) ||
          NAME_BREAKS_ZH.has(after) ||
          wordAt(words, offset + rest.length)?.start === offset + rest.length);
      if (
        !isKinOrRoleZh(rest) &&
        given.length > 0 &&
        given.every((c) => HAN.test(c)) &&
        (given.length === 2 || repeated || double || bounded || introduced(rest))
      )
        out.push(rest);
    }
    offset += ch.length;
  });
  return out;
}
