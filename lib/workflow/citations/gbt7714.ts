import { type CitationAuthor, type CitationEntry, isCjk, joinParts, yearOf } from './entry';

// GB/T 7714-2015, sequential-numbering system: ASCII punctuation, type codes, at most three authors.

const TYPE_CODE = {
  journal: 'J',
  book: 'M',
  chapter: 'M',
  conference: 'C',
  thesis: 'D',
  report: 'R',
  web: 'EB/OL',
} as const;

function authorName(a: CitationAuthor): string {
  if (!a.given) return a.family;
  if (isCjk(a.family)) return `${a.family}${a.given}`;
  // Western names: family name in capitals, initials without full stops ("KANAMORI H").
  const initials = a.given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase())
    .join(' ');
  return `${a.family.toUpperCase()} ${initials}`;
}

function authorList(entry: CitationEntry): string {
  const authors = entry.authors ?? [];
  const names = authors.slice(0, 3).map(authorName).join(', ');
  if (authors.length <= 3) return names;
  return `${names}, ${isCjk(entry.title) ? '等' : 'et al'}`;
}

const pagesOf = (e: CitationEntry) => (e.pages ? `: ${e.pages.replace(/\s*[-‐‑‒–—]+\s*/g, '-')}` : '');
const doiOf = (e: CitationEntry) => (e.doi ? ` DOI: ${e.doi.replace(/^doi:\s*/i, '')}.` : '');
/** "Place: Publisher, Year", with whichever parts are known. */
const imprint = (e: CitationEntry) =>
  joinParts([joinParts([e.place, e.publisher ?? (e.type === 'thesis' ? e.venue : undefined)], ': '), yearOf(e)], ', ');

export function formatGbt7714(entry: CitationEntry): string {
  const type = entry.type ?? 'journal';
  const head = joinParts([authorList(entry), `${entry.title}[${TYPE_CODE[type]}]`], '. ');
  switch (type) {
    case 'journal': {
      const volume = joinParts([entry.volume, entry.issue && `(${entry.issue})`], '');
      return `${head}. ${joinParts([entry.venue, yearOf(entry), volume], ', ')}${pagesOf(entry)}.${doiOf(entry)}`;
    }
    case 'chapter':
    case 'conference':
      return `${head}//${joinParts([entry.venue, imprint(entry)], '. ')}${pagesOf(entry)}.${doiOf(entry)}`;
    case 'web': {
      const dated = `(${yearOf(entry)})${entry.accessed ? `[${entry.accessed}]` : ''}`;
      return `${head}. ${joinParts([dated, entry.url], '. ')}.`;
    }
    default:
      return `${head}. ${joinParts([entry.edition, imprint(entry)], '. ')}${pagesOf(entry)}.${doiOf(entry)}`;
  }
}
