import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';
import { KEY_CHARS } from './cite-keys';
import { doiListItems } from './doi-list';

/** A CSL-JSON item as stored: its `id` is the citation key the section text cites it by ([@key]). */
export type CslItem = Record<string, unknown> & { id: string; type: string; title?: string };

export type ParseResult = { ok: true; items: CslItem[] } | { ok: false; reason: 'empty' | 'unrecognized' };

/** Keys section text can cite. */
const KEY = new RegExp(`^${KEY_CHARS}+$`, 'u');

function familyOf(item: Record<string, unknown>): string {
  const first = (item.author as { family?: string; literal?: string }[] | undefined)?.[0];
  return (first?.family ?? first?.literal ?? 'ref').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase() || 'ref';
}

function yearOf(item: Record<string, unknown>): string {
  const parts = (item.issued as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0];
  return parts?.[0] != null ? String(parts[0]) : '';
}

/** The entry's own key when it has a usable one (BibTeX, CSL-JSON), else author and year ("li2019"). */
function keyOf(item: Record<string, unknown>): string {
  const own = item['citation-key'] ?? item.id;
  if (typeof own === 'string' && KEY.test(own) && !own.startsWith('temp_id_')) return own;
  return `${familyOf(item)}${yearOf(item)}`;
}

/** Keys unique among `taken` and each other: a repeat gets "-2", "-3"… */
export function withUniqueKeys(items: readonly Record<string, unknown>[], taken: Iterable<string>): CslItem[] {
  const used = new Set(taken);
  return items.map((raw) => {
    const base = keyOf(raw);
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    // Citation.js keeps its parse history on the item; it is not part of the source.
    const { _graph: _history, 'citation-key': _key, ...item } = raw;
    return { ...item, id: key, type: typeof item.type === 'string' ? item.type : 'document' } as CslItem;
  });
}

/**
 * BibTeX, RIS or CSL-JSON text, or a list of DOIs one a line (entries to complete), as CSL-JSON items
 * with keys unique among themselves. Nothing here reaches the network.
 */
export function parseReferences(text: string): ParseResult {
  if (!text.trim()) return { ok: false, reason: 'empty' };
  const dois = doiListItems(text);
  if (dois) return { ok: true, items: withUniqueKeys(dois, []) };
  try {
    const items = new Cite(text.trim()).data.filter((i) => i && typeof i === 'object');
    return items.length ? { ok: true, items: withUniqueKeys(items, []) } : { ok: false, reason: 'unrecognized' };
  } catch {
    return { ok: false, reason: 'unrecognized' };
  }
}
