import type { BibleEntryText } from './entry';
import { escapeRegExp } from '../../text/regex';

const HAN = /\p{Script=Han}/u;

/**
 * The ways a text may mention an entry: its name, its aliases, and for a character's name of several
 * words ("Tomas Reyes", "约翰·史密斯") each capitalised part of three or more letters, or of two or more
 * Han characters (a place's parts, "Great" and "Hall", are common words).
 */
function spellingsOf(entry: BibleEntryText): string[] {
  const whole = [entry.name, ...entry.aliases];
  const parts = entry.kind === 'character' ? whole.flatMap((n) => n.split(/[\s·]+/)) : [];
  const useful = parts.filter((p) => (HAN.test(p) ? p.length >= 2 : p.length >= 3 && /^\p{Lu}/u.test(p)));
  return [...new Set([...whole, ...useful])].filter(Boolean);
}

/** How often the text mentions the entry: Han spellings anywhere, others as whole words (any case). */
function mentionCount(entry: BibleEntryText, text: string): number {
  let count = 0;
  for (const spelling of spellingsOf(entry)) {
    const pattern = HAN.test(spelling)
      ? new RegExp(escapeRegExp(spelling), 'gu')
      : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(spelling)}(?![\\p{L}\\p{N}])`, 'giu');
    count += text.match(pattern)?.length ?? 0;
  }
  return count;
}

/** The entries the texts mention, the most mentioned first (ties keep the bible's order). */
export function mentionedEntries(entries: readonly BibleEntryText[], texts: readonly string[]): BibleEntryText[] {
  const all = texts.join('\n');
  return entries
    .map((entry, index) => ({ entry, index, count: mentionCount(entry, all) }))
    .filter((m) => m.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map((m) => m.entry);
}
