import {
  type CitationAuthor,
  type CitationEntry,
  doiUrl,
  italic,
  joinParts,
  pageRange,
  wholeName,
  yearOf,
} from './entry';

// MLA 9 and Chicago (author-date), the two styles humanities papers ask for most.

const inverted = (a: CitationAuthor) => wholeName(a) ?? (a.given ? `${a.family}, ${a.given}` : a.family);
const natural = (a: CitationAuthor) => wholeName(a) ?? (a.given ? `${a.given} ${a.family}` : a.family);
const endPeriod = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);
const standalone = (e: CitationEntry) => ['book', 'thesis', 'report', 'web'].includes(e.type ?? 'journal');

function names(authors: readonly CitationAuthor[], etAlAfter: number): string {
  if (authors.length === 0) return '';
  if (authors.length === 1) return inverted(authors[0]);
  if (authors.length > etAlAfter) return `${inverted(authors[0])}, et al`;
  const rest = authors.slice(1).map(natural);
  return `${inverted(authors[0])}, ${rest.length > 1 ? `${rest.slice(0, -1).join(', ')}, ` : ''}and ${rest[rest.length - 1]}`;
}

const titled = (e: CitationEntry) => (standalone(e) ? endPeriod(italic(e.title)) : `"${endPeriod(e.title)}"`);

export function formatMla(entry: CitationEntry): string {
  const container = joinParts(
    [
      // A thesis's venue is the university that holds it, not a container title.
      entry.venue && (entry.type === 'thesis' ? entry.venue : italic(entry.venue)),
      entry.volume && `vol. ${entry.volume}`,
      entry.issue && `no. ${entry.issue}`,
      entry.publisher,
      yearOf(entry),
      entry.pages && `pp. ${pageRange(entry.pages)}`,
    ],
    ', ',
  );
  const authors = names(entry.authors ?? [], 2);
  return joinParts(
    [authors && endPeriod(authors), titled(entry), endPeriod(container), entry.doi ? doiUrl(entry.doi) : entry.url],
    ' ',
  );
}

export function formatChicago(entry: CitationEntry): string {
  const authors = names(entry.authors ?? [], 10);
  const volume = joinParts([entry.volume, entry.issue && `(${entry.issue})`], ' ');
  const pages = entry.pages ? pageRange(entry.pages) : undefined;
  const imprint = joinParts([entry.place, entry.publisher], ': ');
  const source = standalone(entry)
    ? joinParts([entry.place, entry.publisher ?? entry.venue], ': ')
    : entry.type === 'journal'
      ? `${joinParts([entry.venue && italic(entry.venue), volume], ' ')}${pages ? `: ${pages}` : ''}`
      : joinParts(
          [`In ${joinParts([entry.venue && italic(entry.venue), pages], ', ')}`, imprint && endPeriod(imprint)],
          '. ',
        );
  return joinParts(
    [
      authors && endPeriod(authors),
      endPeriod(yearOf(entry)),
      titled(entry),
      source && endPeriod(source),
      entry.doi ? doiUrl(entry.doi) : entry.url,
    ],
    ' ',
  );
}
