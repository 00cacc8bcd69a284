import * as chrono from 'chrono-node';
import { EN_NUMBER_WORD, chineseNumber, parseEnglishCount, ZH_NUMBER } from '../../../workflow/continuity/numbers';
import { emit, matchesOf, type Scan } from './scan';

// Time in the story: dates and weekdays (chrono-node reads them, in English and Chinese), and the
// relative steps between them ("three days later", 第二天), so the rules can check a weekday against
// the days that passed. A step of unknown size ("weeks later", 几年后) breaks the count.

const REFERENCE = new Date(Date.UTC(2001, 0, 1, 12));
// chrono reads every sentence with dozens of patterns; only sentences naming a month or weekday reach it.
const EN_CALENDAR_WORD =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
const EN_MONTH =
  /January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec/;
const ZH_CALENDAR_WORD = /[月日号]|星期|礼拜|周[一二三四五六日天]/;

const pad = (n: number) => String(n).padStart(2, '0');

const WEEKDAY_WORD_EN = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
const WEEKDAY_WORD_ZH = /(?:星期|礼拜|周)[一二三四五六日天]/;
/** Where a range's second date starts: after "to", "until", 至, 到 … */
const RANGE_TO = /(?:\s+(?:to|until|till|through|and)\s+|\s*[–—-]\s*|\s*(?:至|到|—|－)\s*)/g;

const dateKeyOf = (c: chrono.ParsedComponents) =>
  `${c.isCertain('year') ? `${c.get('year')}-` : ''}${pad(c.get('month')!)}-${pad(c.get('day')!)}`;

/** The span of a result without its weekday word at either end ("On Sunday, 3 March 2029" → "3 March 2029"). */
function withoutWeekday(text: string, at: number, weekday: { index: number; length: number } | null) {
  if (!weekday) return { start: at, end: at + text.length };
  const before = text.slice(0, weekday.index);
  const after = text.slice(weekday.index + weekday.length);
  if (/^\s*(?:on\s+)?$/i.test(before)) {
    const rest = after.replace(/^[\s,，]+/, '');
    return { start: at + text.length - rest.length, end: at + text.length };
  }
  if (/^[\s,，(（]*[)）]?$/.test(after)) return { start: at, end: at + before.replace(/[\s,，(（]+$/, '').length };
  return { start: at, end: at + text.length };
}

function calendarFacts(scan: Scan, zh: boolean): void {
  const parser = zh ? chrono.zh : chrono;
  for (const sentence of scan.sentences) {
    if (!(zh ? ZH_CALENDAR_WORD : EN_CALENDAR_WORD).test(sentence.text)) continue;
    for (const r of parser.parse(sentence.text, REFERENCE)) {
      const c = r.start;
      // "on Friday," is quoted without its comma.
      const text = r.text.replace(/[\s,，]+$/, '');
      const start = sentence.start + r.index;
      const end = start + text.length;
      // chrono also reads "three days later" as a date; only a written month and day make one here.
      const dated = c.isCertain('day') && c.isCertain('month') && (zh ? /[月]/.test(text) : EN_MONTH.test(text));
      const dateKey = dated ? dateKeyOf(c) : '';
      const word = (zh ? WEEKDAY_WORD_ZH : WEEKDAY_WORD_EN).exec(text);
      const weekday = word ? { index: word.index, length: word[0].length } : null;
      // A range ("3 March until 28 May") states two dates; the second starts after its connector.
      const to =
        r.end && dated && r.end.isCertain('day') && r.end.isCertain('month')
          ? [...text.matchAll(RANGE_TO)].at(-1)
          : undefined;
      const first = to ? text.slice(0, to.index) : text;
      if (dated) {
        emit(scan, {
          kind: 'time',
          subject: '',
          attribute: 'date',
          value: dateKey,
          ...withoutWeekday(first, start, weekday),
        });
        if (to && r.end) {
          const second = to.index + to[0].length;
          emit(scan, {
            kind: 'time',
            subject: '',
            attribute: 'date',
            value: dateKeyOf(r.end),
            start: start + second,
            end,
          });
        }
      }
      // A weekday next to a date in Chinese is a result of its own: 3月6日星期四.
      if (
        weekday &&
        c.isCertain('weekday') &&
        !/(last|next|this|上|下|这)\s*(week|周|星期|个)?\s*$/i.test(sentence.text.slice(0, r.index))
      )
        emit(scan, {
          kind: 'time',
          subject: dateKey,
          attribute: 'weekday',
          value: String(c.get('weekday')),
          start,
          end,
          valueStart: start + weekday.index,
          valueEnd: start + weekday.index + weekday.length,
        });
    }
  }
  if (zh) joinChineseDateAndWeekday(scan);
}

/** 3月6日星期四 comes back as two results; the weekday belongs to the date right before it. */
function joinChineseDateAndWeekday(scan: Scan): void {
  const facts = scan.facts;
  for (let i = 1; i < facts.length; i++) {
    const [date, weekday] = [facts[i - 1], facts[i]];
    if (date.attribute !== 'date' || weekday.attribute !== 'weekday' || weekday.subject) continue;
    if (!/^[，,\s（(]*$/.test(scan.text.slice(date.end, weekday.start))) continue;
    facts[i] = { ...weekday, subject: date.value, start: date.start };
  }
}

const UNIT_DAYS: Record<string, number> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  month: 30,
  months: 30,
  year: 365,
  years: 365,
};
const EN_STEP = new RegExp(
  `\\b(?:(${EN_NUMBER_WORD}|\\d+|a|an)\\s+(day|days|week|weeks|month|months|year|years)\\s+(later|afterwards|after that|on)|(the next|the following)\\s+(day|morning|evening|night|week)|(some|several|many|a few)\\s+(days|weeks|months|years)\\s+(later|passed|went by)|(later that)\\s+(year|month|week))\\b`,
  'gi',
);
const ZH_STEP = new RegExp(
  `(${ZH_NUMBER})(天|日|周|个星期|个月|年)(?:之|以)?后|(第二天|次日|翌日|隔天|第二天早上)|(几|数|好几|许多|很多)(天|日|周|个月|年)(?:之|以)?后|(多年|数年|几年)(?:之|以)?后`,
  'g',
);

function stepFacts(scan: Scan, zh: boolean): void {
  for (const m of matchesOf(scan.text, zh ? ZH_STEP : EN_STEP)) {
    const at = { start: m.index, end: m.index + m[0].length };
    let days: number | null = null;
    if (zh) {
      if (m[1])
        days = (chineseNumber(m[1]) ?? NaN) * ({ 天: 1, 日: 1, 周: 7, 个星期: 7, 个月: 30, 年: 365 }[m[2]] ?? NaN);
      else if (m[3]) days = 1;
    } else if (m[1]) {
      const n = /^an?$/i.test(m[1]) ? 1 : parseEnglishCount(m[1].toLowerCase());
      days = n === null ? null : n * UNIT_DAYS[m[2].toLowerCase()];
    } else if (m[4]) days = m[5].toLowerCase() === 'week' ? 7 : 1;
    if (days !== null && Number.isFinite(days))
      emit(scan, { kind: 'time', subject: '', attribute: 'elapsed', value: String(days), ...at });
    else emit(scan, { kind: 'time', subject: '', attribute: 'gap', value: m[0], ...at });
  }
}

/** Dates, weekdays and the steps between them, in text order. */
export function timeFacts(scan: Scan, zh: boolean): void {
  const before = scan.facts.length;
  calendarFacts(scan, zh);
  stepFacts(scan, zh);
  const added = scan.facts.splice(before).sort((a, b) => a.start - b.start);
  scan.facts.push(...added);
}
