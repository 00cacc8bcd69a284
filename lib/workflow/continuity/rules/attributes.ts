import type { EntityIndex } from '../entities';
import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding } from '../findings';
import { numberLike } from '../numbers';
import { attributeLabel, say, surfaceValue, type Lang } from '../say';
import { calendarWeekday } from './calendar';
import { valuesAgree } from './compatible';
import { elapsedDays } from './elapsed';
import type { Positioned } from './positions';

// Contradictions of one attribute: an age, a colour, a kinship, a sample size, what an abbreviation
// stands for, the weekday of a date. The first statement stands; a later one that disagrees is the finding.

const COMPARED = new Set(['attribute', 'count', 'term']);

// The weekday of a date with its year is checked against the calendar (./calendar), not another passage.
const comparable = (f: PlacedFact) =>
  f.hedges.length === 0 &&
  (COMPARED.has(f.kind) ||
    (f.kind === 'time' && f.attribute === 'weekday' && f.subject !== '' && calendarWeekday(f.subject) === null));

/** An age that moved by more than the time the text lets pass (a birthday may pass unsaid). */
function ageAgrees(earlier: number, later: number, days: number): boolean {
  if (!Number.isFinite(days)) return true;
  const years = days / 365;
  return later - earlier >= Math.floor(years) && later - earlier <= Math.floor(years) + 1;
}

interface Established {
  index: number;
  first: Positioned;
}

export function attributeConflicts(ordered: Positioned[], entities: EntityIndex, lang: Lang): ContinuityFinding[] {
  const elapsed = elapsedDays(ordered);
  const keyOf = (f: PlacedFact) => {
    const relation = /^relation:(.+)$/.exec(f.attribute);
    const attribute = relation ? `relation:${entities.resolve(relation[1])}` : f.attribute;
    return `${f.kind}|${entities.resolve(f.subject)}|${attribute}`;
  };
  const standing = new Map<string, Established>();
  const findings: ContinuityFinding[] = [];
  ordered.forEach((p, index) => {
    if (!comparable(p.fact)) return;
    const key = keyOf(p.fact);
    const was = standing.get(key);
    if (!was || p.fact.change) {
      standing.set(key, { index, first: p });
      return;
    }
    const earlier = was.first.fact;
    const agrees =
      p.fact.attribute === 'age'
        ? ageAgrees(Number(earlier.value), Number(p.fact.value), elapsed(was.index, index))
        : valuesAgree(p.fact.attribute, earlier.value, p.fact.value);
    if (!agrees)
      findings.push(conflict(was.first, p, entities.resolve(p.fact.subject), elapsed(was.index, index), lang));
  });
  return findings;
}

function replacementFor(earlier: PlacedFact, later: PlacedFact): string | undefined {
  if (later.valueStart === undefined || later.valueEnd === undefined) return undefined;
  if (later.attribute.startsWith('relation:') && /older|younger/.test(earlier.value + later.value)) return undefined;
  // "a 12-week follow-up" and "after 16 weeks" differ in form: the words are the writer's to choose.
  if (later.attribute === 'duration' && surfaceValue(earlier).includes('-') !== surfaceValue(later).includes('-'))
    return undefined;
  const laterSurface = surfaceValue(later);
  const value = later.attribute === 'age' ? numberLike(laterSurface, Number(earlier.value)) : surfaceValue(earlier);
  const at = later.valueStart - later.start;
  return later.quote.slice(0, at) + value + later.quote.slice(later.valueEnd - later.start);
}

function conflict(first: Positioned, later: Positioned, subject: string, days: number, lang: Lang): ContinuityFinding {
  const [e, l] = [first.fact, later.fact];
  const label = attributeLabel(lang, l, subject);
  const time =
    l.attribute !== 'age'
      ? ''
      : days === 0
        ? say(lang, ', and no time passes in between', '，其间没有时间流逝')
        : say(lang, `, and about ${Math.round(days)} days pass in between`, `，其间只过了约${Math.round(days)}天`);
  return {
    kind: 'contradiction',
    priority: l.attribute === 'age' || l.kind === 'count' || l.attribute.startsWith('relation:') ? 'high' : 'medium',
    sectionId: l.sectionId,
    quote: l.quote,
    start: l.start,
    end: l.end,
    evidence: [{ sectionId: e.sectionId, quote: e.quote, start: e.start, end: e.end }],
    summary: say(
      lang,
      `${label}: "${surfaceValue(l)}" here, "${surfaceValue(e)}" in ${first.title}`,
      `${label}：此处为“${surfaceValue(l)}”，${first.title}中为“${surfaceValue(e)}”`,
    ),
    detail: say(
      lang,
      `${later.title}: "${l.quote}" — ${first.title}: "${e.quote}"${time}.`,
      `${later.title}：“${l.quote}”——${first.title}：“${e.quote}”${time}。`,
    ),
    expected: say(
      lang,
      `${label} as the earlier passage states it (${surfaceValue(e)}), or the change told in the story`,
      `${label}与前文一致（${surfaceValue(e)}），或在故事中交代这一变化`,
    ),
    replacement: replacementFor(e, l),
    rests: [factKey(e), factKey(l)],
  };
}
