import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding } from '../findings';
import { say, surfaceValue, weekdayLike, weekdayName, type Lang } from '../say';
import type { Positioned } from './positions';

// Within a section, a weekday or date must follow from the last one by the days the text counts:
// "Monday … three days later, on Friday" is a Thursday. A step of unknown size starts the count again.

interface Anchor {
  p: Positioned;
  day: number;
}

const DAY_MS = 86_400_000;
const WEEKDAY = (f: PlacedFact) => f.attribute === 'weekday';
const monthDay = (value: string) => value.slice(-5);

function dateAfter(value: string, days: number): string {
  const [month, day] = monthDay(value).split('-').map(Number);
  const d = new Date(Date.UTC(2001, month - 1, day) + days * DAY_MS);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

export function timelineConflicts(ordered: Positioned[], lang: Lang): ContinuityFinding[] {
  const findings: ContinuityFinding[] = [];
  let section = -1;
  let day = 0;
  const anchors: { weekday?: Anchor; date?: Anchor } = {};
  const steps: PlacedFact[] = [];
  ordered.forEach((p, index) => {
    const f = p.fact;
    if (p.section !== section) {
      section = p.section;
      // A section that opens with a step ("Two days later, …") counts on from the one before it.
      if (!opensWithStep(ordered, index)) {
        day = 0;
        anchors.weekday = anchors.date = undefined;
        steps.length = 0;
      }
    }
    if (f.kind !== 'time' || f.hedges.length > 0) return;
    if (f.attribute === 'gap') {
      anchors.weekday = anchors.date = undefined;
      steps.length = 0;
      return;
    }
    if (f.attribute === 'elapsed') {
      day += Number(f.value);
      steps.push(f);
      return;
    }
    const which = WEEKDAY(f) ? 'weekday' : 'date';
    const anchor = anchors[which];
    if (anchor && day > anchor.day) {
      const passed = day - anchor.day;
      const expected = WEEKDAY(f)
        ? String((Number(anchor.p.fact.value) + passed) % 7)
        : dateAfter(anchor.p.fact.value, passed);
      const stated = WEEKDAY(f) ? f.value : monthDay(f.value);
      if (stated !== expected) findings.push(mismatch(anchor.p, p, passed, expected, steps, lang));
    }
    anchors[which] = { p, day };
    steps.length = 0;
  });
  return findings;
}

/**
 * True when the first time statement of the section that starts at `from` is a counted step within
 * its first 40 characters. It looks from there on, not from the book's start: a book's sections are many.
 */
function opensWithStep(ordered: Positioned[], from: number): boolean {
  const { section } = ordered[from];
  for (let i = from; i < ordered.length && ordered[i].section === section; i++) {
    const { fact } = ordered[i];
    if (fact.kind === 'time' && fact.hedges.length === 0) return fact.attribute === 'elapsed' && fact.start < 40;
  }
  return false;
}

function mismatch(
  anchor: Positioned,
  p: Positioned,
  passed: number,
  expected: string,
  steps: PlacedFact[],
  lang: Lang,
): ContinuityFinding {
  const [a, f] = [anchor.fact, p.fact];
  const shown = f.attribute === 'weekday' ? weekdayName(lang, Number(expected)) : expected;
  return {
    kind: 'timeline',
    priority: 'medium',
    sectionId: f.sectionId,
    quote: f.quote,
    start: f.start,
    end: f.end,
    evidence: [a, ...steps].map((e) => ({ sectionId: e.sectionId, quote: e.quote, start: e.start, end: e.end })),
    summary: say(lang, `${passed} days after "${a.quote}" is ${shown}`, `“${a.quote}”之后${passed}天应是${shown}`),
    detail: say(
      lang,
      `"${a.quote}", then ${steps.map((s) => `"${s.quote}"`).join(', ')}: the text counts ${passed} days, which lands on ${shown}, not "${f.quote}".`,
      `“${a.quote}”，随后${steps.map((s) => `“${s.quote}”`).join('、')}：文中共过了${passed}天，应是${shown}，而不是“${f.quote}”。`,
    ),
    expected: say(
      lang,
      `The day named agrees with the days counted (${shown})`,
      `所写日期与经过的天数一致（${shown}）`,
    ),
    replacement: weekdayFix(f, Number(expected)),
    rests: [a, f, ...steps].map(factKey),
  };
}

/** The passage with its weekday word made the counted one ("on Friday" → "on Thursday"), when it is a weekday. */
function weekdayFix(f: PlacedFact, day: number): string | undefined {
  if (f.attribute !== 'weekday' || f.valueStart === undefined || f.valueEnd === undefined) return undefined;
  const at = f.valueStart - f.start;
  return f.quote.slice(0, at) + weekdayLike(surfaceValue(f), day) + f.quote.slice(f.valueEnd - f.start);
}
