import { mentionedEntries } from '../../../workflow/bible/mentions';
import type { BibleEntryText } from '../../../workflow/bible/entry';
import { scaled } from './context';
import { dataBlock } from './untrusted';

/** Most characters of bible entries one prompt carries; shrinks with the rest when fitting a small context. */
export const BIBLE_BUDGET_CHARS = 6_000;
/** Longest description quoted for one entry. */
const DESCRIPTION_CHARS = 400;

function entryLine(e: BibleEntryText): string {
  const aliases = e.aliases.length ? ` (also: ${e.aliases.join(', ')})` : '';
  const description =
    e.description.length > DESCRIPTION_CHARS ? `${e.description.slice(0, DESCRIPTION_CHARS)}…` : e.description;
  return `- ${e.name} [${e.kind}]${aliases}${description ? `: ${description}` : ''}`;
}

/**
 * The story bible entries the texts mention (name, alias or part of a character's name), the most
 * mentioned first, as one data block within the budget; null when the texts mention none.
 */
export function bibleBlock(bible: readonly BibleEntryText[] | undefined, texts: string[], scale = 1): string | null {
  const entries = mentionedEntries(bible ?? [], texts);
  if (entries.length === 0) return null;
  const budget = scaled(BIBLE_BUDGET_CHARS, scale);
  const lines: string[] = [];
  let used = 0;
  for (const entry of entries) {
    const line = entryLine(entry);
    if (lines.length > 0 && used + line.length > budget) break;
    lines.push(line.slice(0, budget));
    used += line.length + 1;
  }
  const left = entries.length - lines.length;
  if (left > 0) lines.push(`(${left} more mentioned entries left out to fit)`);
  return dataBlock('bible', lines.join('\n'));
}
