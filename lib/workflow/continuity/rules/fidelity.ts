import type { Book } from '../book';
import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding, EvidencePassage } from '../findings';
import { say, type Lang } from '../say';
import type { Positioned } from './positions';

// A rewrite keeps the original's facts: a number, date or name that is in neither the original nor
// the clarifications is a finding, quoting the original's nearest counterpart when there is one.

const normal = (f: PlacedFact) => (f.attribute === 'date' ? f.value.slice(-5) : f.value.toLowerCase());

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The original's passage this value most likely stood for: the same counted thing, or a name a letter or two away. */
function counterpart(f: PlacedFact, original: PlacedFact[]): PlacedFact | undefined {
  const same = original.filter((o) => o.attribute === f.attribute);
  if (f.attribute === 'number') return f.subject ? same.find((o) => o.subject === f.subject) : undefined;
  if (f.attribute === 'name') return same.find((o) => editDistance(o.value, f.value) <= 2);
  return same.find((o) => o.value.slice(-5, -3) === f.value.slice(-5, -3));
}

const fidelityFact = (f: PlacedFact) =>
  (f.kind === 'mention' && (f.attribute === 'number' || f.attribute === 'name')) ||
  (f.kind === 'time' && f.attribute === 'date');

export function fidelityGaps(book: Book, ordered: Positioned[], lang: Lang): ContinuityFinding[] {
  if (!book.original) return [];
  const original = book.original.facts.filter(fidelityFact);
  const kept = new Set(original.map(normal));
  const raised = new Set<string>();
  return ordered.flatMap(({ fact: f, title }): ContinuityFinding[] => {
    if (!fidelityFact(f) || kept.has(normal(f)) || raised.has(`${f.sectionId}|${normal(f)}`)) return [];
    raised.add(`${f.sectionId}|${normal(f)}`);
    const was = counterpart(f, original);
    const evidence: EvidencePassage[] = was
      ? [{ sectionId: null, quote: was.quote, start: was.start, end: was.end }]
      : [];
    const what = {
      number: say(lang, 'number', '数字'),
      name: say(lang, 'name', '名称'),
      date: say(lang, 'date', '日期'),
    }[f.attribute];
    return [
      {
        kind: 'fidelity',
        priority: 'high',
        sectionId: f.sectionId,
        quote: f.quote,
        start: f.start,
        end: f.end,
        evidence,
        summary: was
          ? say(lang, `"${f.quote}" is "${was.quote}" in the original`, `“${f.quote}”在原文中是“${was.quote}”`)
          : say(lang, `The ${what} "${f.quote}" is not in the original`, `${what}“${f.quote}”不在原文中`),
        detail: say(
          lang,
          `${title} says "${f.quote}", which neither the original document nor the clarifications state${was ? `; the original says "${was.quote}"` : ''}.`,
          `${title}写的是“${f.quote}”，原文和澄清答复中都没有${was ? `；原文是“${was.quote}”` : ''}。`,
        ),
        expected: say(lang, 'Only facts the original or the clarifications give', '只使用原文或澄清答复给出的事实'),
        replacement: was && was.attribute === f.attribute && f.attribute !== 'date' ? was.quote : undefined,
        rests: [factKey(f), ...(was ? [factKey(was)] : [])],
      },
    ];
  });
}
