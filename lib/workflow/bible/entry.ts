export const BIBLE_KINDS = ['character', 'place', 'object', 'term'] as const;
export type BibleKind = (typeof BIBLE_KINDS)[number];

export const MAX_BIBLE_NAME = 120;
export const MAX_BIBLE_ALIASES = 10;
export const MAX_BIBLE_DESCRIPTION = 2000;
/** Most entries one project's bible holds. */
export const MAX_BIBLE_ENTRIES = 200;

/** What a bible entry says, without its row: the shape prompts, checks and the plan import share. */
export interface BibleEntryText {
  name: string;
  aliases: string[];
  kind: BibleKind;
  description: string;
}

/** Every spelling the text may use for the entries: names and aliases. */
export function bibleSpellings(entries: readonly BibleEntryText[]): string[] {
  return [...new Set(entries.flatMap((e) => [e.name, ...e.aliases]))];
}
