import type { BibleEntryText } from '../bible/entry';

const HAN = /\p{Script=Han}/u;

/** One spelling the text used that now reads differently: every mention of `from` becomes `to`. */
export interface RenamePair {
  from: string;
  to: string;
}

/** The parts of a several-word name that are names on their own (as the name-drift check reads them). */
function nameParts(name: string): string[] {
  return name.split(/[\s·]+/).filter((p) => (HAN.test(p) ? p.length >= 2 : p.length >= 3 && /^\p{Lu}/u.test(p)));
}

/** Every spelling an entry may be mentioned by: its name, aliases and, for a character, their parts. */
export function entrySpellings(entry: BibleEntryText): string[] {
  const whole = [entry.name, ...entry.aliases];
  const parts = entry.kind === 'character' ? whole.flatMap(nameParts) : [];
  return [...new Set([...whole, ...parts])].filter(Boolean);
}

/** Part by part, when both names have as many parts ("Mara Quinn" → "Mara Vale": "Quinn" → "Vale"). */
function partPairs(before: BibleEntryText, after: BibleEntryText): RenamePair[] {
  if (before.kind !== 'character' || after.kind !== 'character') return [];
  const was = before.name.split(/[\s·]+/);
  const now = after.name.split(/[\s·]+/);
  if (was.length < 2 || was.length !== now.length) return [];
  const usable = new Set(nameParts(before.name));
  return was.map((from, i) => ({ from, to: now[i] })).filter((p) => usable.has(p.from) && p.from !== p.to);
}

/** Aliases the writer dropped: one replaced in place pairs with its successor, the others give way to the name. */
function aliasPairs(before: BibleEntryText, after: BibleEntryText): RenamePair[] {
  const kept = new Set([after.name, ...after.aliases]);
  const removed = before.aliases.filter((a) => !kept.has(a));
  const added = after.aliases.filter((a) => !before.aliases.includes(a) && a !== before.name);
  if (removed.length === added.length) return removed.map((from, i) => ({ from, to: added[i] }));
  return removed.map((from) => ({ from, to: after.name }));
}

/**
 * What a change to a bible entry renames in the text: the old name, its parts and any alias dropped.
 * A spelling the entry still has (the old name kept as an alias) is not renamed, and neither is one
 * another entry also answers to: "Quinn" when Tom Quinn is in the bible could be either of them.
 */
export function renamePairs(
  before: BibleEntryText,
  after: BibleEntryText,
  others: readonly BibleEntryText[],
): { pairs: RenamePair[]; ambiguous: string[] } {
  const candidates = [
    ...(before.name !== after.name ? [{ from: before.name, to: after.name }, ...partPairs(before, after)] : []),
    ...aliasPairs(before, after),
  ];
  const stillValid = new Set(entrySpellings(after));
  const othersSpell = new Set(others.flatMap(entrySpellings).map((s) => s.toLowerCase()));
  const pairs: RenamePair[] = [];
  const ambiguous: string[] = [];
  const seen = new Set<string>();
  for (const p of candidates) {
    if (!p.from.trim() || !p.to.trim() || p.from === p.to || seen.has(p.from) || stillValid.has(p.from)) continue;
    seen.add(p.from);
    if (othersSpell.has(p.from.toLowerCase())) ambiguous.push(p.from);
    else pairs.push(p);
  }
  return { pairs, ambiguous };
}
