import type { CITATION_STYLES } from './templates/paper';
import { formatApa } from './citations/apa';
import { type CitationEntry, CitationEntrySchema } from './citations/entry';
import { formatGbt7714 } from './citations/gbt7714';
import { formatChicago, formatMla } from './citations/humanities';

export { CitationEntrySchema, CitationAuthorSchema, REFERENCE_TYPES } from './citations/entry';
export type { CitationAuthor, CitationEntry } from './citations/entry';

export type CitationStyle = (typeof CITATION_STYLES)[number];

const FORMATTERS: Record<CitationStyle, (entry: CitationEntry) => string> = {
  'GB/T 7714': formatGbt7714,
  APA: formatApa,
  MLA: formatMla,
  Chicago: formatChicago,
};

/** One reference-list entry in the style, as Markdown. */
export function formatReference(entry: CitationEntry, style: CitationStyle): string {
  return FORMATTERS[style](CitationEntrySchema.parse(entry));
}

const sortKey = (e: CitationEntry) =>
  `${(e.authors?.[0]?.family ?? e.title).toLocaleLowerCase('en')}\u0000${e.year ?? ''}\u0000${e.title.toLocaleLowerCase('en')}`;

/**
 * The reference list: GB/T 7714 numbers entries "[1]" … in the order they are cited (the order
 * given); the author-date styles sort alphabetically by first author, then year, then title.
 */
export function formatBibliography(entries: readonly CitationEntry[], style: CitationStyle): string[] {
  if (style === 'GB/T 7714') return entries.map((e, i) => `[${i + 1}] ${formatReference(e, style)}`);
  return [...entries]
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))
    .map((e) => formatReference(e, style));
}
