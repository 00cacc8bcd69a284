// Citations as section text writes them (Pandoc's form): [@key] for one source, [@a; @b] for several.

/** One bracketed citation in a text: where it is and the keys it cites, in order. */
export interface CitationCluster {
  start: number;
  end: number;
  keys: string[];
}

/** The characters of a citation key: letters, digits and a few joiners, as in BibTeX. */
export const KEY_CHARS = String.raw`[\p{L}\p{N}_:.-]`;
// A bracket followed by "(" is a Markdown link's text ("[@docs](https://…)"), not a citation.
const CLUSTER = new RegExp(String.raw`\[((?:\s*@${KEY_CHARS}+\s*;?)+)\](?!\()`, 'gu');

export function citationClusters(text: string): CitationCluster[] {
  return [...text.matchAll(CLUSTER)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    keys: m[1]
      .split(';')
      .map((k) => k.trim().slice(1))
      .filter(Boolean),
  }));
}
