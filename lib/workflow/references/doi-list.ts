import { KEY_CHARS } from './cite-keys';

// A list of DOIs typed by hand, one a line: each becomes an entry that has only its DOI, for the writer
// to complete (nothing here reaches the network to look the DOI up).

const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/i;
const NOT_KEY = new RegExp(`[^${KEY_CHARS.slice(1, -1)}]+`, 'gu');

/** The DOI lines as CSL-JSON entries keyed "doi-<suffix>", or null when a line is not a DOI. */
export function doiListItems(text: string): Record<string, unknown>[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const dois = lines.map((line) => DOI.exec(line)?.[1]);
  if (!lines.length || dois.some((d) => !d)) return null;
  return [...new Set(dois as string[])].map((doi) => {
    const suffix = doi.slice(doi.indexOf('/') + 1).replace(NOT_KEY, '-');
    return { id: `doi-${suffix}`.replace(/-+$/, ''), type: 'article-journal', DOI: doi };
  });
}
