import { describe, expect, it } from 'vitest';
import { spansToMarkdown, inlineSpans } from '@/lib/text/markdown-inline';
import { cslHtmlSpans } from '@/lib/workflow/references/csl-html';
import { citationClusters } from '@/lib/workflow/references/cite-keys';
import { doiListItems } from '@/lib/workflow/references/doi-list';
import { fieldsOf, withFields } from '@/lib/workflow/references/fields';
import type { CslItem } from '@/lib/workflow/references/parse';
import { rankSources, sourceOf } from '@/lib/workflow/references/sources';

const item = (id: string, fields: Record<string, unknown>): CslItem => ({ id, type: 'book', ...fields });
const sources = [
  item('smith2020', {
    title: 'Kinship and Exchange',
    author: [{ family: 'Smith', given: 'John' }],
    abstract: 'Gift exchange.',
  }),
  item('mal1944', {
    title: 'A Scientific Theory of Culture',
    author: [{ family: 'Malinowski', given: 'Bronisław' }],
    issued: { 'date-parts': [[1944]] },
    abstract: 'Functionalism: institutions meet human needs.',
  }),
  item('fei1947', { title: '乡土中国', author: [{ literal: '费孝通' }], note: '差序格局与乡土社会' }),
  item('four', {
    title: 'Many Hands',
    author: ['A', 'B', 'C', 'D'].map((family) => ({ family, given: 'X' })),
  }),
].map(sourceOf);

const keys = (ranked: ReturnType<typeof rankSources>) => ranked.map((r) => r.source.key);

describe('a paper’s sources for a prompt', () => {
  it('shows each with its authors, year and abstract or note', () => {
    expect(sources[1]).toEqual({
      key: 'mal1944',
      title: 'A Scientific Theory of Culture',
      authors: 'Malinowski, B.',
      year: '1944',
      about: 'Functionalism: institutions meet human needs.',
    });
    expect(sources[2]).toMatchObject({ authors: '费孝通', about: '差序格局与乡土社会' });
    expect(sources[3].authors).toBe('A, X.; B, X.; C, X. et al.');
    expect(sourceOf(item('li', { author: [{ family: '李', given: '伟' }] })).authors).toBe('李伟');
  });

  it('ranks the cited ones first, then by shared words or hanzi pairs, ties in list order', () => {
    expect(keys(rankSources(sources, ['How functionalism explains human needs']))).toEqual([
      'mal1944',
      'smith2020',
      'fei1947',
      'four',
    ]);
    expect(keys(rankSources(sources, ['论乡土社会的差序格局']))[0]).toBe('fei1947');
    const ranked = rankSources(sources, ['Needs and functionalism [@four; @smith2020]']);
    expect(keys(ranked)).toEqual(['four', 'smith2020', 'mal1944', 'fei1947']);
    expect(ranked.map((r) => r.cited)).toEqual([true, true, false, false]);
  });
});

describe('citations in text', () => {
  it('finds clusters of keys, but not Markdown links or keys outside brackets', () => {
    expect(citationClusters('A [@a; @b:c.d] b [@费孝通1947] c [@link](https://x) mail@x.org')).toEqual([
      { start: 2, end: 14, keys: ['a', 'b:c.d'] },
      { start: 17, end: 27, keys: ['费孝通1947'] },
    ]);
  });
});

describe('a list of DOIs typed by hand', () => {
  it('becomes entries to complete, keyed by the DOI, and refuses any line that is not a DOI', () => {
    expect(doiListItems('10.1038/nature12373\n\n  https://doi.org/10.1000/ABC(1)  \ndoi:10.1038/nature12373')).toEqual([
      { id: 'doi-nature12373', type: 'article-journal', DOI: '10.1038/nature12373' },
      { id: 'doi-ABC-1', type: 'article-journal', DOI: '10.1000/ABC(1)' },
    ]);
    expect(doiListItems('10.1038/nature12373\nSmith 2020')).toBeNull();
    expect(doiListItems('   ')).toBeNull();
  });
});

describe('the fields a writer completes', () => {
  it('round-trip through the CSL item, keeping its other fields and dropping emptied ones', () => {
    const doi = item('doi-x', { DOI: '10.1/x', type: 'article-journal' });
    const fields = {
      title: 'Found',
      authors: 'Kucsko, G.\nWorld Health Organization',
      year: '2013',
      container: 'Nature',
      abstract: '',
      note: 'Why it matters.',
    };
    const done = withFields(doi, fields);
    expect(done).toEqual({
      id: 'doi-x',
      type: 'article-journal',
      DOI: '10.1/x',
      title: 'Found',
      author: [{ family: 'Kucsko', given: 'G.' }, { literal: 'World Health Organization' }],
      issued: { 'date-parts': [[2013]] },
      'container-title': 'Nature',
      note: 'Why it matters.',
    });
    expect(fieldsOf(done)).toEqual(fields);
    expect(withFields(done, { ...fields, year: '', note: '' })).not.toHaveProperty('issued');
  });
});

describe('citeproc’s HTML as text runs', () => {
  it('keeps italics and bold, a margin number with a space after it, and decodes entities', () => {
    expect(
      cslHtmlSpans(
        '  <div class="csl-entry">\n    <div class="csl-left-margin">[1]</div><div class="csl-right-inline">Smith &#38; Doe. <i>Title <span style="font-style:normal;">Upright</span> end</i>. <b>12</b></div>\n  </div>\n',
      ),
    ).toEqual([
      { text: '[1] Smith & Doe. ' },
      { text: 'Title ', italics: true },
      { text: 'Upright' },
      { text: ' end', italics: true },
      { text: '. ' },
      { text: '12', bold: true },
    ]);
  });

  it('writes runs as inline Markdown that reads back the same', () => {
    const spans = [{ text: 'See ' }, { text: 'The Gift ', italics: true }, { text: '(1925).' }];
    const markdown = spansToMarkdown(spans);
    expect(markdown).toBe('See *The Gift* (1925).');
    expect(inlineSpans(markdown)).toEqual([
      { text: 'See ' },
      { text: 'The Gift', italics: true },
      { text: ' (1925).' },
    ]);
  });
});
