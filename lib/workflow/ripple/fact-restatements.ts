import { chineseNumber, EN_NUMBER_WORD, numberLike, parseEnglishCount, ZH_NUMBER } from '../continuity/numbers';
import type { RenameMatch } from './rename-matches';
import { escapeRegExp } from '../../text/regex';

// An age restated in a form the ledger does not read as a fact: an appositive ("Mara, only twelve,"),
// a relative clause ("Mara, who was twelve,"), an attribute ("twelve-year-old Mara", 十二岁的玛拉,
// 玛拉那年才十二岁). The old value must be said of the changed subject by the words around its name.

const EN_NUM = `(\\d{1,3}|${EN_NUMBER_WORD})`;
const ADVERB = '(?:(?:only|just|barely|then|now|still|already|aged)\\s+)?';
// A number followed by a unit is not an age ("who was twelve minutes late"), nor one inside a longer word.
const NOT_A_UNIT =
  "(?![\\p{L}\\p{N}-]|\\s+(?:minutes?|hours?|days?|weeks?|months?|feet|foot|inches|miles|metres|meters|pounds|kilos?|times|o'clock|percent|cents?|dollars?|euros?|of|people|men|women|children|books|steps|yards|paces)\\b)";
const YEARS_OLD = '(?:\\s+years?\\s+old)?';

function englishForms(name: string): RegExp[] {
  const n = `(?<![\\p{L}\\p{N}'’-])${escapeRegExp(name)}`;
  return [
    // Mara, twelve, … / Mara, only twelve years old, … / Mara, a girl of twelve, …
    new RegExp(`${n},\\s+${ADVERB}${EN_NUM}${YEARS_OLD}(?=\\s*[,;.!?—–)]|\\s+(?:and|but)\\b)`, 'gu'),
    new RegExp(`${n},\\s+a\\s+(?:girl|boy|child|lad|lass|woman|man)\\s+of\\s+${EN_NUM}${NOT_A_UNIT}`, 'gu'),
    // Mara, who was twelve, … / Mara, who is only 12, …
    new RegExp(`${n},?\\s+who\\s+(?:was|is|had\\s+been|has\\s+been)\\s+${ADVERB}${EN_NUM}${NOT_A_UNIT}`, 'gu'),
    // twelve-year-old Mara / Mara, a twelve-year-old
    new RegExp(`(?<![\\p{L}\\p{N}-])${EN_NUM}-year-old\\s+${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'),
    new RegExp(`${n},\\s+(?:a|the)\\s+${EN_NUM}-year-old(?![\\p{L}\\p{N}-])`, 'gu'),
  ];
}

const ZH_BEFORE = '(?:今年|那年|那时候?|当时|当年|已经|已|都|才|只有|不过|年方|也就)';
function chineseForms(name: string): RegExp[] {
  const n = escapeRegExp(name);
  return [
    // 十二岁的玛拉 / 才十二岁的玛拉
    new RegExp(`(?<![零〇一二两三四五六七八九十百\\d])${ZH_BEFORE}?(${ZH_NUMBER})周?岁的${n}`, 'gu'),
    // 玛拉，十二岁， / 玛拉那年才十二岁 / 玛拉是个十二岁的孩子
    new RegExp(`${n}(?:[，,]\\s*)?${ZH_BEFORE}*(${ZH_NUMBER})周?岁(?![月半的])`, 'gu'),
    new RegExp(`${n}(?:是|还是)一?个(${ZH_NUMBER})周?岁的`, 'gu'),
  ];
}

const HAN = /\p{Script=Han}/u;
const valueOf = (token: string) =>
  /^[零〇一二两三四五六七八九十百]+$/.test(token) ? chineseNumber(token) : parseEnglishCount(token);

/**
 * The places a text restates a changed age's old value of its subject in one of these forms, each
 * with the new value as the passage writes numbers (digits stay digits, "Twelve" → "Fourteen", 十二 → 十四).
 */
export function restatedAges(
  text: string,
  change: { subject: string; attribute: string; from: string; to: string },
): RenameMatch[] {
  const from = Number(change.from);
  const to = Number(change.to);
  if (change.attribute !== 'age' || !Number.isInteger(from) || !Number.isInteger(to) || !text.includes(change.subject))
    return [];
  const forms = HAN.test(change.subject) ? chineseForms(change.subject) : englishForms(change.subject);
  const matches: RenameMatch[] = [];
  for (const form of forms)
    for (const m of text.matchAll(new RegExp(form.source, `${form.flags}d`))) {
      const [start, end] = m.indices![1];
      if (valueOf(m[1]) !== from || matches.some((x) => x.start === start)) continue;
      matches.push({ start, end, replacement: numberLike(m[1], to) });
    }
  return matches;
}
