import { splitSentences } from '../../text/sentences';
import type { RenameMatch } from './rename-matches';

// A changed value is changed where it is stated of the entry, not wherever a sentence names it: in the
// clause of a mention ("Ruiz has three ships, and three ships is enough": the second is no one's), not
// of a thing the entry has ("Bram's shadow was six feet long"), never of a family sharing the name.

const HAN = /\p{Script=Han}/u;
// A sentence's clauses part at a semicolon, or at a comma before a conjunction, quotes between or not
// ("“Ruiz has three ships,” the spy reported, “and three ships is enough.”").
const CLAUSE_BREAK =
  /;|[,，]\s*["“”'‘’「」『』]?\s*(?:(?:and|but|or|so|yet|while|whereas|though|although)\b|但是?|可是|不过|而且?|并且|所以|因此)/giu;
// "The Brandt twins", "the Quinn family": the family, not the person.
const FAMILY =
  /^\s+(?:twins|triplets|brothers|sisters|siblings|family|families|clan|household|boys|girls|children|kids|sons|daughters|cousins|parents|folk|brood)\b/iu;

interface Mention {
  clause: number;
  start: number;
  /** Where the thing it owns starts when the mention is a possessive ("Bram's shadow", 玛拉的眼睛). */
  owns?: number;
}

/** Offsets where the text's clauses start, in order. */
function clauseStarts(text: string): number[] {
  const starts = splitSentences(text).map((s) => s.start);
  for (const m of text.matchAll(CLAUSE_BREAK)) starts.push(m.index);
  return starts.sort((a, b) => a - b);
}

/** The index of the clause holding `at`: the last one starting at or before it. */
function clauseAt(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= at) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi;
}

const skipSpace = (text: string, at: number) => at + (/^\s*/u.exec(text.slice(at, at + 8))?.[0].length ?? 0);

/** A mention as the entry's own, its possessive's object, or null when it names the family. */
function mentionOf(text: string, m: RenameMatch, spellings: readonly string[], starts: number[]): Mention | null {
  const found = text.slice(m.start, m.end).toLowerCase();
  const spelling = spellings
    .filter((s) => found.startsWith(s.toLowerCase()))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  const suffix = found.slice(spelling.length);
  const clause = clauseAt(starts, m.start);
  if (HAN.test(spelling))
    return text.charAt(m.end) === '的'
      ? { clause, start: m.start, owns: skipSpace(text, m.end + 1) }
      : { clause, start: m.start };
  if (/^e?s/.test(suffix) || FAMILY.test(text.slice(m.end, m.end + 16))) return null;
  return /^['’]s?$/.test(suffix)
    ? { clause, start: m.start, owns: skipSpace(text, m.end) }
    : { clause, start: m.start };
}

/**
 * Whether a value standing at an offset is stated of the entry: in the clause of one of its mentions
 * that is not a possessive, or before a possessive one ("Red hair fell across Ines's face"), or as the
 * very thing it owns ("Quinn's green eyes"); never when every mention there names a family.
 */
export function statedOfEntry(
  text: string,
  mentions: readonly RenameMatch[],
  spellings: readonly string[],
): (at: number) => boolean {
  const starts = clauseStarts(text);
  const byClause = new Map<number, Mention[]>();
  for (const m of mentions) {
    const mention = mentionOf(text, m, spellings, starts);
    if (mention) byClause.set(mention.clause, [...(byClause.get(mention.clause) ?? []), mention]);
  }
  return (at) =>
    (byClause.get(clauseAt(starts, at)) ?? []).some((m) => m.owns === undefined || at < m.start || at === m.owns);
}
