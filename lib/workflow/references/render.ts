import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { spansToMarkdown, type InlineSpan } from '../../text/markdown-inline';
import type { CitationStyle } from '../templates/paper';
import { cslHtmlSpans } from './csl-html';
import { citationClusters } from './cite-keys';
import type { CslItem } from './parse';
import { CHICAGO_AUTHOR_DATE_CSL } from './styles/chicago';
import { GB_T_7714_NUMERIC_CSL } from './styles/gbt7714';
import { LOCALE_ZH_CN_CSL } from './styles/locale-zh-cn';
import { MLA_CSL } from './styles/mla';

/** A stored reference as the document renders it. */
export interface BibliographyEntry {
  item: CslItem;
  verified: boolean;
}

/** The reference list as the style lays it out: one entry a paragraph, in runs of plain and italic text. */
export interface Bibliography {
  entries: InlineSpan[][];
  /** The style indents every line of an entry but its first (APA, MLA, Chicago; GB/T 7714's numbers hang too). */
  hangingIndent: boolean;
}

export interface RenderedReferences {
  /** The texts with each [@key] cluster written as the style's in-text citation (inline Markdown). */
  texts: string[];
  /** The sources the texts cite, in the style's order; null when they cite none. */
  bibliography: Bibliography | null;
}

// APA ships with the CSL plugin; the others are the CSL project's own style files, bundled.
const TEMPLATES: Record<CitationStyle, string> = {
  APA: 'apa',
  MLA: 'storyfold-mla',
  Chicago: 'storyfold-chicago-author-date',
  'GB/T 7714': 'storyfold-gb-t-7714-numeric',
};
const config = plugins.config.get('@csl') as {
  styles: { add(name: string, xml: string): void };
  locales: { add(name: string, xml: string): void };
  engine(data: unknown[], style: string, lang: string, format: string): CiteprocEngine;
};
config.styles.add(TEMPLATES.MLA, MLA_CSL);
config.styles.add(TEMPLATES.Chicago, CHICAGO_AUTHOR_DATE_CSL);
config.styles.add(TEMPLATES['GB/T 7714'], GB_T_7714_NUMERIC_CSL);
config.locales.add('zh-CN', LOCALE_ZH_CN_CSL);

/** The part of citeproc-js's engine used here (citeproc.readthedocs.io). */
interface CiteprocEngine {
  rebuildProcessorState(
    citations: { citationID: string; citationItems: { id: string }[]; properties: { noteIndex: number } }[],
    format: string,
    uncited: string[],
  ): [string, number, string][];
  makeBibliography(): [
    { entry_ids: string[][]; hangingindent?: boolean; 'second-field-align'?: string | false },
    string[],
  ];
}

const UNVERIFIED = { en: ' [unverified]', zh: '［未核实］' } as const;

/**
 * The texts' citations and the reference list, in one pass of the style's citation registry over
 * every citation in document order: numeric styles (GB/T 7714) number a source by its first citation
 * and collapse runs ("[1-3]", "[2,5]"), author-date styles disambiguate across the whole document. A
 * cluster with a key that matches no entry stays as written, so the writer sees what is missing.
 */
export function renderReferences(
  texts: readonly string[],
  entries: readonly BibliographyEntry[],
  style: CitationStyle,
  language: 'en' | 'zh',
): RenderedReferences {
  const known = new Set(entries.map((e) => e.item.id));
  const clusters = texts.map((text) => citationClusters(text).filter((c) => c.keys.every((k) => known.has(k))));
  const citations = clusters.flat().map((c, i) => ({
    citationID: `c${i}`,
    citationItems: c.keys.map((id) => ({ id })),
    properties: { noteIndex: 0 },
  }));
  if (!citations.length) return { texts: [...texts], bibliography: null };

  const data = new Cite(entries.map((e) => e.item)).data;
  const engine = config.engine(data, TEMPLATES[style], language === 'zh' ? 'zh-CN' : 'en-US', 'html');
  const rendered = engine.rebuildProcessorState(citations, 'html', []).map(([, , html]) => html);
  let next = 0;
  const cited = texts.map((text, t) => {
    let out = '';
    let at = 0;
    for (const cluster of clusters[t]) {
      out += text.slice(at, cluster.start) + spansToMarkdown(cslHtmlSpans(rendered[next++]));
      at = cluster.end;
    }
    return out + text.slice(at);
  });
  return { texts: cited, bibliography: bibliographyOf(engine, entries, language) };
}

/** The registry's cited sources as the style lists them; entries nobody has confirmed say so. */
function bibliographyOf(
  engine: CiteprocEngine,
  entries: readonly BibliographyEntry[],
  language: 'en' | 'zh',
): Bibliography {
  const unverified = new Set(entries.filter((e) => !e.verified).map((e) => e.item.id));
  const [layout, html] = engine.makeBibliography();
  return {
    entries: html.map((entry, i) => {
      const spans = cslHtmlSpans(entry);
      return unverified.has(layout.entry_ids[i][0]) ? [...spans, { text: UNVERIFIED[language] }] : spans;
    }),
    hangingIndent: Boolean(layout.hangingindent || layout['second-field-align']),
  };
}
