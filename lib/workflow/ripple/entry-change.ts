import type { RenamePair } from './rename-pairs';
import { renameMatches, type RenameMatch } from './rename-matches';
import { valueMatches } from './value-changes';

/** What a bible entry's edit changes in the text: spellings renamed, values of its description changed. */
export interface EntryChange {
  renames: readonly RenamePair[];
  values: readonly RenamePair[];
  /** The entry's spellings before the edit: a value changes only in a sentence that mentions it. */
  spellings: readonly string[];
  /** Other entries' spellings, which are never touched (Mara inside "Maralyn Fox"). */
  guards: readonly string[];
}

/** The words an entry's edit changes in one text, in order; where a rename and a value meet, the rename. */
export function entryChangeMatches(text: string, change: EntryChange): RenameMatch[] {
  const renamed = change.renames.length ? renameMatches(text, change.renames, change.guards) : [];
  const values = valueMatches(text, { pairs: change.values, spellings: change.spellings, guards: change.guards });
  const free = values.filter((v) => !renamed.some((r) => v.start < r.end && r.start < v.end));
  return [...renamed, ...free].sort((a, b) => a.start - b.start);
}
