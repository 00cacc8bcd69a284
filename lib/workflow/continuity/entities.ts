import type { BibleEntryText } from '../bible/entry';

// One entity for the whole book from the spellings its facts use: the bible's names and aliases,
// and a part of a longer name ("Mara" for "Mara Hale", 小雨 for 林小雨) when it belongs to one name only.

const HAN = /^\p{Script=Han}+$/u;
const COMPOUND_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '慕容', '东方', '令狐', '皇甫'];

/** The parts of a name another passage may call it by. */
function partsOf(name: string): string[] {
  if (HAN.test(name) && name.length >= 3) {
    const surname = COMPOUND_SURNAMES.some((s) => name.startsWith(s)) ? 2 : 1;
    return [name.slice(surname)];
  }
  const parts = name.split(/[\s·]+/);
  return parts.length > 1 ? parts.filter((p) => p.length >= 2) : [];
}

export interface EntityIndex {
  /** The entity's canonical name for a spelling (the spelling itself when it is its own). */
  resolve(spelling: string): string;
}

export function entityIndex(bible: readonly BibleEntryText[], spellings: Iterable<string>): EntityIndex {
  const canonical = new Map<string, string>();
  for (const entry of bible) for (const s of [entry.name, ...entry.aliases]) canonical.set(s, entry.name);
  const names = new Set([...bible.map((e) => e.name), ...spellings].filter(Boolean));
  const owners = new Map<string, Set<string>>();
  for (const name of names) {
    for (const part of partsOf(canonical.get(name) ?? name)) {
      if (!owners.has(part)) owners.set(part, new Set());
      owners.get(part)!.add(canonical.get(name) ?? name);
    }
  }
  for (const [part, whole] of owners) if (whole.size === 1 && !canonical.has(part)) canonical.set(part, [...whole][0]);
  return { resolve: (s) => canonical.get(s) ?? s };
}
