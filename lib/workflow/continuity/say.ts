import type { PlacedFact } from './facts';

export type Lang = 'en' | 'zh';

export const say = (lang: Lang, en: string, zh: string): string => (lang === 'zh' ? zh : en);

/** The words of a fact's passage that hold its value ("twelve", 蓝), or its whole quote. */
export function surfaceValue(f: PlacedFact): string {
  if (f.valueStart === undefined || f.valueEnd === undefined) return f.value;
  return f.quote.slice(f.valueStart - f.start, f.valueEnd - f.start) || f.value;
}

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export const weekdayName = (lang: Lang, day: number): string => (lang === 'zh' ? WEEKDAYS_ZH : WEEKDAYS_EN)[day];

/** A weekday in the words the text used for another: Saturday, 星期六, 周六, 礼拜六. */
export function weekdayLike(stated: string, day: number): string {
  const zh = /^(星期|礼拜|周)/.exec(stated);
  return zh ? `${zh[1]}${'日一二三四五六'[day]}` : WEEKDAYS_EN[day];
}

/** What an attribute is, in the writer's words. */
export function attributeLabel(lang: Lang, f: Pick<PlacedFact, 'attribute' | 'subject'>, subject: string): string {
  const relation = /^relation:(.+)$/.exec(f.attribute);
  if (relation) return say(lang, `${subject}'s relation to ${relation[1]}`, `${subject}与${relation[1]}的关系`);
  switch (f.attribute) {
    case 'age':
      return say(lang, `${subject}'s age`, `${subject}的年龄`);
    case 'eyes':
      return say(lang, `${subject}'s eye colour`, `${subject}的眼睛颜色`);
    case 'hair':
      return say(lang, `${subject}'s hair colour`, `${subject}的头发颜色`);
    case 'n':
      return say(lang, 'The sample size', '样本量');
    case 'expansion':
      return say(lang, `What "${subject}" stands for`, `“${subject}”的全称`);
    case 'duration':
      return say(lang, `The length of the ${subject}`, `${subject}时长`);
    case 'weekday':
      return say(lang, `The weekday of ${subject}`, `${subject}是星期几`);
    default:
      return say(lang, `"${subject}"`, `“${subject}”`);
  }
}
