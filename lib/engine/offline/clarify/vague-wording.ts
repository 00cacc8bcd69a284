import type { Language } from '../../types';

// Wording that leaves a reader guessing, by the question it raises. Kept short on purpose: each entry
// should be worth asking the writer about.

export type VagueKind = 'hedge' | 'vague' | 'deferral' | 'role' | 'quantity' | 'acronym';

interface Pattern {
  kind: VagueKind;
  pattern: RegExp;
}

const EN: Pattern[] = [
  { kind: 'hedge', pattern: /\b(?:maybe|probably|perhaps|possibly|hopefully)\b/gi },
  { kind: 'vague', pattern: /\b(?:stuff|things|etc\.?|and so on|whatever|and the like)(?![\w])/gi },
  { kind: 'deferral', pattern: /\b(?:later|at some point|eventually|sometime|soon|in due course|TBD)\b/gi },
  {
    kind: 'role',
    pattern:
      /\b(?:your|the|our)\s+(?:manager|lead|team|contact|owner|admin|administrator|person in charge|responsible person|department)\b|\b(?:someone|somebody)\b/gi,
  },
  { kind: 'quantity', pattern: /\b(?:a few|several|a lot of|lots of|a number of|a couple of|many|enough)\b/gi },
];

const ZH: Pattern[] = [
  { kind: 'hedge', pattern: /可能|大概|也许|或许|估计|差不多/g },
  { kind: 'vague', pattern: /之类|等等|什么的|一些东西|相关事项/g },
  { kind: 'deferral', pattern: /以后|之后再|回头再|改天|稍后|将来|待定/g },
  { kind: 'role', pattern: /负责人|相关人员|有关部门|相关部门|领导|有人/g },
  { kind: 'quantity', pattern: /几个|若干|很多|大量|适量|一些|不少/g },
];

/** Letters-only abbreviations a reader may not know; common ones are left alone. */
const ACRONYM = /\b[A-Z]{2,6}s?\b/g;
const KNOWN_ACRONYMS = new Set(
  'OK PDF URL UK US USA EU UN AI IT TV PC ID FAQ CEO CTO CFO HR PM AM GDP CO2 HTML CSS API USB SMS NB PS TODO TBD'.split(
    ' ',
  ),
);

export interface VagueSpot {
  kind: VagueKind;
  term: string;
  start: number;
}

/** An abbreviation is defined where it stands in parentheses after its long form, or right before one. */
function isDefined(text: string, term: string): boolean {
  return text.includes(`(${term})`) || text.includes(`（${term}）`) || new RegExp(`\\b${term}\\s*[(（]`).test(text);
}

/** Every vague spot in the text, in order of first appearance, each term once. */
export function vagueSpots(text: string, language: Language): VagueSpot[] {
  const spots: VagueSpot[] = [];
  for (const { kind, pattern } of language === 'zh' ? ZH : EN)
    for (const m of text.matchAll(pattern)) spots.push({ kind, term: m[0], start: m.index });
  for (const m of text.matchAll(ACRONYM)) {
    const term = m[0].replace(/s$/, '');
    if (!KNOWN_ACRONYMS.has(term) && !isDefined(text, term)) spots.push({ kind: 'acronym', term, start: m.index });
  }
  const seen = new Set<string>();
  return spots
    .sort((a, b) => a.start - b.start)
    .filter((s) => {
      const key = `${s.kind}:${s.term.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
