import { citationClusters } from './cite-keys';
import type { CslItem } from './parse';

/** A paper's source as prompts and scaffolds show it: the key to cite it by and what it is about. */
export interface Source {
  key: string;
  title: string;
  /** "Smith, J.; Doe, J." — the first three, then "et al.". */
  authors: string;
  year: string;
  /** The abstract, else the writer's note on the entry. */
  about: string;
}

type Name = { family?: string; given?: string; literal?: string };

const HAN = /\p{Script=Han}/u;

/** "Smith, J." for a Latin name; a Chinese name whole, family name first ("李伟"). */
function nameOf(n: Name): string {
  if (n.literal) return n.literal;
  if (HAN.test(`${n.family ?? ''}${n.given ?? ''}`)) return `${n.family ?? ''}${n.given ?? ''}`;
  return [n.family, n.given?.[0] && `${n.given[0]}.`].filter(Boolean).join(', ');
}

function authorsOf(item: CslItem): string {
  const names = ((item.author ?? item.editor) as Name[] | undefined) ?? [];
  return names.slice(0, 3).map(nameOf).join('; ') + (names.length > 3 ? ' et al.' : '');
}

function yearOf(item: CslItem): string {
  const parts = (item.issued as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0];
  return parts?.[0] != null ? String(parts[0]) : '';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function sourceOf(item: CslItem): Source {
  return {
    key: item.id,
    title: text(item.title),
    authors: authorsOf(item),
    year: yearOf(item),
    about: text(item.abstract) || text(item.note),
  };
}

// Words too common to say two texts share a topic.
const COMMON = new Set(
  'the and for with that this from are was were have has had into its their them they which between about how what why not but than then also can may more most such these those over under upon within without its our your his her'.split(
    ' ',
  ),
);

/** Latin words of three letters or more (lowercased, common ones left out) and every pair of adjacent hanzi. */
function termsOf(value: string): Set<string> {
  const terms = new Set<string>();
  for (const [word] of value.toLowerCase().matchAll(/[\p{Script=Latin}\d]{3,}/gu))
    if (!COMMON.has(word)) terms.add(word);
  for (const [run] of value.matchAll(/\p{Script=Han}+/gu))
    for (let i = 0; i + 1 < run.length; i++) terms.add(run.slice(i, i + 2));
  return terms;
}

export interface RankedSource {
  source: Source;
  /** The texts cite it already. */
  cited: boolean;
  /** Terms its title and abstract share with the texts. */
  shared: number;
}

/**
 * The sources in the order a prompt about `texts` should show them: those the texts already cite
 * (in order of citation), then by how many terms their title and abstract share with the texts, ties
 * in the list's own order. Every source is kept: the caller cuts the list to its budget.
 */
export function rankSources(sources: readonly Source[], texts: readonly string[]): RankedSource[] {
  const cited = [...new Set(texts.flatMap((t) => citationClusters(t).flatMap((c) => c.keys)))];
  const wanted = termsOf(texts.join('\n'));
  const ranked = sources.map((source, index) => {
    let shared = 0;
    for (const term of termsOf(`${source.title}\n${source.about}`)) if (wanted.has(term)) shared++;
    const citedAt = cited.indexOf(source.key);
    return { source, cited: citedAt >= 0, shared, order: citedAt >= 0 ? citedAt : cited.length + index };
  });
  return ranked
    .sort((a, b) => Number(b.cited) - Number(a.cited) || (a.cited ? 0 : b.shared - a.shared) || a.order - b.order)
    .map(({ source, cited: isCited, shared }) => ({ source, cited: isCited, shared }));
}
