import { describe, expect, it } from 'vitest';
import type { InlineSpan } from '@/lib/text/markdown-inline';
import { parseReferences } from '@/lib/workflow/references/parse';
import { renderReferences } from '@/lib/workflow/references/render';

const parsed = parseReferences(`@article{smith2020, author={Smith, John and Doe, Jane}, title={Kinship},
  journal={J. Anth}, year={2020}, volume={3}, pages={1--10}}
@book{mal1944, author={Malinowski, Bronisław}, title={A Scientific Theory of Culture}, publisher={UNC Press},
  address={Chapel Hill}, year={1944}}
@book{li2019, author={李, 伟}, title={仪式与功能}, publisher={商务印书馆}, address={北京}, year={2019}}
@book{uncited2001, author={Zed, Zoe}, title={Never Cited}, publisher={Press}, year={2001}}`);
if (!parsed.ok) throw new Error('fixture does not parse');
const entries = parsed.items.map((item) => ({ item, verified: item.id !== 'mal1944' }));
const TEXT = 'As shown [@smith2020; @mal1944], not [@missing].';

const plain = (spans: InlineSpan[]) => spans.map((s) => s.text).join('');
const italic = (spans: InlineSpan[]) => spans.filter((s) => s.italics).map((s) => s.text);
const listOf = (texts: string[], style: Parameters<typeof renderReferences>[2], lang: 'en' | 'zh') =>
  renderReferences(texts, entries, style, lang);

describe('citations through CSL styles', () => {
  it('writes Chicago author-date citations and a sorted reference list, titles in italics', () => {
    const { texts, bibliography } = listOf([TEXT], 'Chicago', 'en');
    expect(texts).toEqual(['As shown (Smith and Doe 2020; Malinowski 1944), not [@missing].']);
    expect(bibliography!.entries.map(plain)).toEqual([
      'Malinowski, Bronisław. 1944. A Scientific Theory of Culture. UNC Press. [unverified]',
      'Smith, John, and Jane Doe. 2020. “Kinship.” J. Anth 3: 1–10.',
    ]);
    expect(bibliography!.entries.map(italic)).toEqual([['A Scientific Theory of Culture'], ['J. Anth']]);
    expect(bibliography!.hangingIndent).toBe(true);
  });

  it('numbers GB/T 7714 entries and marks the unconfirmed one in Chinese', () => {
    const { texts, bibliography } = listOf([TEXT], 'GB/T 7714', 'zh');
    expect(texts).toEqual(['As shown [1,2], not [@missing].']);
    expect(bibliography!.entries.map(plain)).toEqual([
      '[1] SMITH J, DOE J. Kinship[J]. J. Anth, 2020, 3: 1-10.',
      '[2] MALINOWSKI B. A Scientific Theory of Culture[M]. Chapel Hill: UNC Press, 1944.［未核实］',
    ]);
    // GB/T 7714 sets nothing in italics; its numbers stand in a hanging margin.
    expect(bibliography!.entries.flatMap(italic)).toEqual([]);
    expect(bibliography!.hangingIndent).toBe(true);
  });

  it('numbers GB/T 7714 sources by first citation across the whole document, not by import order', () => {
    const { texts, bibliography } = listOf(
      ['首先[@li2019]。', '其次[@mal1944]，再次[@smith2020; @li2019; @mal1944]。', '最后[@smith2020]。'],
      'GB/T 7714',
      'zh',
    );
    expect(texts).toEqual(['首先[1]。', '其次[2]，再次[1-3]。', '最后[3]。']);
    const heads = bibliography!.entries.map((e) => plain(e).split(' ').slice(0, 2).join(' '));
    expect(heads).toEqual(['[1] 李伟.', '[2] MALINOWSKI', '[3] SMITH']);
    // Two numbers stay a list; a run of three or more collapses to a range.
    expect(listOf(['[@li2019] [@smith2020; @li2019]'], 'GB/T 7714', 'zh').texts).toEqual(['[1] [1,2]']);
  });

  it('sets APA titles and journals in italics, as inline Markdown in the text', () => {
    const { bibliography } = listOf(['[@smith2020] [@mal1944]'], 'APA', 'en');
    expect(bibliography!.entries.map(italic)).toEqual([['A Scientific Theory of Culture'], ['J. Anth', '3']]);
    const mla = listOf(['[@smith2020]'], 'MLA', 'en').bibliography!;
    expect(mla.entries.map(italic)).toEqual([['J. Anth']]);
  });

  it('lists only the sources the text cites, and none when it cites none', () => {
    const { bibliography } = listOf([TEXT], 'APA', 'en');
    expect(bibliography!.entries.map(plain).join('\n')).not.toContain('Never Cited');
    expect(listOf(['No citations here [@missing].'], 'APA', 'en')).toEqual({
      texts: ['No citations here [@missing].'],
      bibliography: null,
    });
  });

  it('leaves text alone when the project has no references', () => {
    expect(renderReferences([TEXT], [], 'APA', 'en')).toEqual({ texts: [TEXT], bibliography: null });
  });
});
