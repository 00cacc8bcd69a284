import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { CitationStyle } from '../templates/paper';
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
};
config.styles.add(TEMPLATES.MLA, MLA_CSL);
config.styles.add(TEMPLATES.Chicago, CHICAGO_AUTHOR_DATE_CSL);
config.styles.add(TEMPLATES['GB/T 7714'], GB_T_7714_NUMERIC_CSL);
config.locales.add('zh-CN', LOCALE_ZH_CN_CSL);

const UNVERIFIED = { en: ' [unverified]', zh: '［未核实］' } as const;
const CITE = /\[((?:\s*@[\p{L}\p{N}_:.-]+\s*;?)+)\]/gu;

function options(style: CitationStyle, language: 'en' | 'zh') {
  return { format: 'text', template: TEMPLATES[style], lang: language === 'zh' ? 'zh-CN' : 'en-US' };
}

/**
 * Section text with each [@key] or [@a; @b] written as the style's in-text citation. A key with no
 * entry stays as written, so the writer sees what is missing.
 */
export function renderCitations(
  texts: readonly string[],
  entries: readonly BibliographyEntry[],
  style: CitationStyle,
  language: 'en' | 'zh',
): string[] {
  if (!entries.length) return [...texts];
  const known = new Set(entries.map((e) => e.item.id));
  const cite = new Cite(entries.map((e) => e.item));
  return texts.map((text) =>
    text.replace(CITE, (whole, inner: string) => {
      const keys = inner.split(';').map((k) => k.trim().slice(1));
      if (!keys.every((k) => known.has(k))) return whole;
      return cite.format('citation', { ...options(style, language), entry: keys });
    }),
  );
}

/** The reference list in the style, one entry a paragraph; entries nobody has confirmed say so. */
export function renderBibliography(
  entries: readonly BibliographyEntry[],
  style: CitationStyle,
  language: 'en' | 'zh',
): string[] {
  if (!entries.length) return [];
  const unverified = new Set(entries.filter((e) => !e.verified).map((e) => e.item.id));
  const cite = new Cite(entries.map((e) => e.item));
  const html = cite.format('bibliography', { ...options(style, language), format: 'html' });
  const ids = [...html.matchAll(/data-csl-entry-id="([^"]*)"/g)].map((m) => m[1]);
  const lines = cite
    .format('bibliography', options(style, language))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.map((line, i) => (unverified.has(ids[i]) ? `${line}${UNVERIFIED[language]}` : line));
}
