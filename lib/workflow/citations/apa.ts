import {
  type CitationAuthor,
  type CitationEntry,
  doiUrl,
  initialsOf,
  italic,
  joinParts,
  pageRange,
  wholeName,
  yearOf,
} from './entry';

// APA 7th edition reference list entries, in Markdown (titles of stand-alone works in italics).

const authorName = (a: CitationAuthor) =>
  wholeName(a) ?? (a.given ? `${a.family}, ${initialsOf(a.given, true)}` : a.family);

function authorList(authors: readonly CitationAuthor[]): string {
  const names = authors.map(authorName);
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]}, & ${names[1]}`;
  // 21 or more: the first 19, an ellipsis, then the last.
  if (names.length > 20) return `${names.slice(0, 19).join(', ')}, . . . ${names[names.length - 1]}`;
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

const endPeriod = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);
const link = (e: CitationEntry) => (e.doi ? doiUrl(e.doi) : e.url);

export function formatApa(entry: CitationEntry): string {
  const type = entry.type ?? 'journal';
  const authors = authorList(entry.authors ?? []);
  const date = `(${yearOf(entry)}).`;
  const pages = entry.pages ? pageRange(entry.pages) : undefined;
  let source: string;
  let title: string;
  switch (type) {
    case 'journal': {
      title = endPeriod(entry.title);
      const volume = entry.volume ? `${italic(entry.volume)}${entry.issue ? `(${entry.issue})` : ''}` : undefined;
      source = endPeriod(joinParts([entry.venue && italic(entry.venue), volume, pages], ', '));
      break;
    }
    case 'chapter':
    case 'conference': {
      title = endPeriod(entry.title);
      const inWork = entry.venue ? `In ${italic(entry.venue)}${pages ? ` (pp. ${pages})` : ''}.` : '';
      source = joinParts([inWork, entry.publisher && endPeriod(entry.publisher)], ' ');
      break;
    }
    case 'thesis':
      title = `${italic(entry.title)} [${joinParts(['Thesis', entry.venue], ', ')}].`;
      source = '';
      break;
    default:
      title = `${italic(entry.title)}${entry.edition ? ` (${entry.edition} ed.)` : ''}.`;
      source = joinParts(
        [entry.venue && type === 'web' && endPeriod(entry.venue), entry.publisher && endPeriod(entry.publisher)],
        ' ',
      );
  }
  // With no author the title takes the author's place (APA 9.12).
  const lead = authors ? [endPeriod(authors), date, title] : [title, date];
  return joinParts([...lead, source, link(entry)], ' ');
}
