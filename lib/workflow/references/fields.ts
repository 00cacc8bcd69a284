import type { CslItem } from './parse';

// The fields of a source the writer completes or corrects by hand (an entry that came in as a bare
// DOI, an abstract or note for the writer's prompts). The CSL-JSON item keeps every other field.

export interface ReferenceFields {
  title: string;
  /** One author a line: "Family, Given", or a name written whole (an organisation, a Chinese name). */
  authors: string;
  year: string;
  /** The journal, book or site it appeared in. */
  container: string;
  abstract: string;
  /** The writer's own note: what the source says that the paper uses. */
  note: string;
}

type Name = { family?: string; given?: string; literal?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function fieldsOf(item: CslItem): ReferenceFields {
  const names = (item.author as Name[] | undefined) ?? [];
  const year = (item.issued as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0]?.[0];
  return {
    title: text(item.title),
    authors: names.map((n) => n.literal ?? [n.family, n.given].filter(Boolean).join(', ')).join('\n'),
    year: year == null ? '' : String(year),
    container: text(item['container-title']),
    abstract: text(item.abstract),
    note: text(item.note),
  };
}

function nameOf(line: string): Name {
  const comma = line.indexOf(',');
  if (comma < 0) return { literal: line };
  return { family: line.slice(0, comma).trim(), given: line.slice(comma + 1).trim() };
}

/** The item with the writer's fields in place of its own; a field left empty is removed. */
export function withFields(item: CslItem, fields: ReferenceFields): CslItem {
  const authors = fields.authors
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(nameOf);
  const next: Record<string, unknown> = {
    ...item,
    title: fields.title.trim(),
    author: authors,
    issued: fields.year.trim() ? { 'date-parts': [[Number(fields.year.trim())]] } : undefined,
    'container-title': fields.container.trim(),
    abstract: fields.abstract.trim(),
    note: fields.note.trim(),
  };
  for (const key of ['author', 'issued', 'container-title', 'abstract', 'note', 'title'] as const) {
    const value = next[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return next as CslItem;
}
