import { describe, expect, it } from 'vitest';
import { parseReferences } from '@/lib/workflow/references/parse';
import { renderBibliography, renderCitations } from '@/lib/workflow/references/render';

const parsed = parseReferences(`@article{smith2020, author={Smith, John and Doe, Jane}, title={Kinship},
  journal={J. Anth}, year={2020}, volume={3}, pages={1--10}}
@book{mal1944, author={Malinowski, Bronisław}, title={A Scientific Theory of Culture}, publisher={UNC Press},
  address={Chapel Hill}, year={1944}}`);
if (!parsed.ok) throw new Error('fixture does not parse');
const entries = parsed.items.map((item) => ({ item, verified: item.id === 'smith2020' }));
const TEXT = 'As shown [@smith2020; @mal1944], not [@missing].';

describe('citations through CSL styles', () => {
  it('writes Chicago author-date citations and a sorted reference list', () => {
    expect(renderCitations([TEXT], entries, 'Chicago', 'en')).toEqual([
      'As shown (Smith and Doe 2020; Malinowski 1944), not [@missing].',
    ]);
    expect(renderBibliography(entries, 'Chicago', 'en')).toEqual([
      'Malinowski, Bronisław. 1944. A Scientific Theory of Culture. UNC Press. [unverified]',
      'Smith, John, and Jane Doe. 2020. “Kinship.” J. Anth 3: 1–10.',
    ]);
  });

  it('numbers GB/T 7714 entries and marks the unconfirmed one in Chinese', () => {
    expect(renderCitations([TEXT], entries, 'GB/T 7714', 'zh')).toEqual(['As shown [1,2], not [@missing].']);
    expect(renderBibliography(entries, 'GB/T 7714', 'zh')).toEqual([
      '[1] SMITH J, DOE J. Kinship[J]. J. Anth, 2020, 3: 1-10.',
      '[2] MALINOWSKI B. A Scientific Theory of Culture[M]. Chapel Hill: UNC Press, 1944.［未核实］',
    ]);
  });

  it('leaves text alone when the project has no references', () => {
    expect(renderCitations([TEXT], [], 'APA', 'en')).toEqual([TEXT]);
    expect(renderBibliography([], 'APA', 'en')).toEqual([]);
  });
});
