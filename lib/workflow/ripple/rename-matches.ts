import type { RenamePair } from './rename-pairs';
import { escapeRegExp } from '../../text/regex';

const HAN = /\p{Script=Han}/u;

/** One mention of a renamed spelling and the exact words that take its place. */
export interface RenameMatch {
  start: number;
  end: number;
  replacement: string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pluralOf = (name: string) => (/(?:s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`);

/**
 * The new name written the way the text wrote the old one: capitalised at a sentence start, in
 * capitals when shouted, with its plural, possessive or contraction ("the Quinns'", "James'" → "Jim's").
 */
function rewritten(found: string, stem: string, suffix: string, pair: RenamePair): string {
  const upper = found === found.toUpperCase() && found !== found.toLowerCase() && found !== pair.from;
  let to = upper ? pair.to.toUpperCase() : found === pair.from ? pair.to : capitalised(pair.to);
  const plural = /^(?:e?s)/i.exec(suffix)?.[0] ?? '';
  if (plural) to = pluralOf(to);
  let rest = suffix.slice(plural.length);
  // "James'" is James's; Jim needs his s back.
  if (/^['’]$/.test(rest) && !plural && /s$/i.test(stem) && !/s$/i.test(to)) rest += upper ? 'S' : 's';
  return to + (upper ? rest.toUpperCase() : rest);
}

/** The spelling's forms: as written, capitalised, in capitals; for Latin text with its word endings. */
function patternFor(from: string): RegExp {
  if (HAN.test(from)) return new RegExp(escapeRegExp(from), 'gu');
  const forms = [...new Set([from, capitalised(from), from.toUpperCase()])].map(escapeRegExp).join('|');
  const plural = /(?:s|x|z|ch|sh)$/i.test(from) ? 'es' : 's';
  // Not inside another word or a hyphenated or apostrophe'd name (Anne-Mara, O'Mara, Mara-Lynn).
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?<![\\p{L}][-'’])(${forms})((?:${plural})?(?:['’](?:s|d|ll|ve|re)?)?)(?![\\p{L}\\p{N}])(?![-'’]\\p{L})`,
    'gu',
  );
}

/** Ranges of the text that a longer spelling of someone else covers (Mara inside "Maralyn Fox" or 王明远). */
function maskedRanges(text: string, guards: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const g of guards) {
    const pattern = HAN.test(g)
      ? new RegExp(escapeRegExp(g), 'gu')
      : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(g)}`, 'giu');
    for (const m of text.matchAll(pattern)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

const overlaps = (ranges: readonly [number, number][], start: number, end: number) =>
  ranges.some(([a, b]) => start < b && a < end);

/**
 * Every mention of the renamed spellings in one text, longest spelling first so that "Mara Quinn" is
 * renamed whole before "Quinn" alone; mentions inside another entry's longer spelling are left alone.
 * Han spellings match inside compounds (玛拉姐姐, 小玛拉), Latin ones as whole words with their endings.
 */
export function renameMatches(
  text: string,
  pairs: readonly RenamePair[],
  guards: readonly string[] = [],
): RenameMatch[] {
  const sorted = [...pairs].sort((a, b) => b.from.length - a.from.length);
  const relevant = guards.filter((g) =>
    sorted.some((p) => g.length > p.from.length && g.toLowerCase().includes(p.from.toLowerCase())),
  );
  const taken: [number, number][] = relevant.length ? maskedRanges(text, relevant) : [];
  const matches: RenameMatch[] = [];
  for (const pair of sorted) {
    if (!text.includes(pair.from) && !text.toLowerCase().includes(pair.from.toLowerCase())) continue;
    for (const m of text.matchAll(patternFor(pair.from))) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(taken, start, end)) continue;
      const found = m[1] ?? m[0];
      matches.push({ start, end, replacement: rewritten(found, found, m[2] ?? '', pair) });
      taken.push([start, end]);
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}
