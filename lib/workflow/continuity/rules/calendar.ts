import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding } from '../findings';
import { say, surfaceValue, weekdayLike, type Lang } from '../say';
import type { Positioned } from './positions';

// A weekday written beside a full date must be that date's weekday: "Sunday, 3 March 2029" is a
// Saturday. Only a date with its year can be checked; the fix is the right weekday, word for word.

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekday (0 = Sunday) of a date the text gives with its year, or null. */
export function calendarWeekday(date: string): number | null {
  const m = FULL_DATE.exec(date);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay() : null;
}

export function calendarConflicts(ordered: Positioned[], lang: Lang): ContinuityFinding[] {
  const dates = ordered.filter((p) => p.fact.kind === 'time' && p.fact.attribute === 'date');
  return ordered.flatMap(({ fact: f }): ContinuityFinding[] => {
    if (f.kind !== 'time' || f.attribute !== 'weekday' || f.hedges.length > 0) return [];
    const day = calendarWeekday(f.subject);
    if (day === null || day === Number(f.value) || f.valueStart === undefined || f.valueEnd === undefined) return [];
    const stated = surfaceValue(f);
    const right = weekdayLike(stated, day);
    const date = dates.find((d) => d.fact.sectionId === f.sectionId && d.fact.value === f.subject && near(d.fact, f));
    const evidence = date ? [date.fact] : [];
    return [
      {
        kind: 'timeline',
        priority: 'medium',
        sectionId: f.sectionId,
        quote: stated,
        start: f.valueStart,
        end: f.valueEnd,
        evidence: evidence.map((e) => ({ sectionId: e.sectionId, quote: e.quote, start: e.start, end: e.end })),
        summary: say(
          lang,
          `${date?.fact.quote ?? f.subject} is a ${right}`,
          `${date?.fact.quote ?? f.subject}是${right}`,
        ),
        detail: say(
          lang,
          `"${f.quote}": ${date?.fact.quote ?? f.subject} falls on a ${right}, not a ${stated}.`,
          `“${f.quote}”：${date?.fact.quote ?? f.subject}是${right}，不是${stated}。`,
        ),
        expected: say(lang, `The weekday of that date (${right})`, `该日期对应的星期（${right}）`),
        replacement: right,
        rests: [factKey(f), ...evidence.map(factKey)],
      },
    ];
  });
}

/** The date the weekday was written beside (the same sentence, a few characters away). */
const near = (date: PlacedFact, weekday: PlacedFact) =>
  Math.abs(date.start - weekday.start) < 40 || Math.abs(date.end - weekday.end) < 40;
