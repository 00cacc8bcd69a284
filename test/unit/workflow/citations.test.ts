import { describe, expect, it } from 'vitest';
import { formatBibliography, formatReference, type CitationEntry } from '@/lib/workflow/citations';

const smith: CitationEntry = {
  type: 'journal',
  authors: [
    { family: 'Smith', given: 'John Adam' },
    { family: 'Doe', given: 'Jane' },
  ],
  year: 2020,
  title: 'Learning to write',
  venue: 'Journal of Writing',
  volume: '12',
  issue: '3',
  pages: '45-67',
  doi: '10.1000/xyz',
};
const zhBook: CitationEntry = {
  type: 'book',
  authors: [
    { family: '张', given: '三' },
    { family: '李', given: '四' },
    { family: '王', given: '五' },
    { family: '赵', given: '六' },
  ],
  year: 2018,
  title: '写作学概论',
  publisher: '高等教育出版社',
  place: '北京',
};

describe('GB/T 7714', () => {
  it('formats a journal article with capitalised family names and a type code', () => {
    expect(formatReference(smith, 'GB/T 7714')).toBe(
      'SMITH J A, DOE J. Learning to write[J]. Journal of Writing, 2020, 12(3): 45-67. DOI: 10.1000/xyz.',
    );
  });
  it('lists three authors then 等 for Chinese works', () => {
    expect(formatReference(zhBook, 'GB/T 7714')).toBe(
      '张三, 李四, 王五, 等. 写作学概论[M]. 北京: 高等教育出版社, 2018.',
    );
  });
  it('formats web sources and chapters', () => {
    expect(
      formatReference(
        {
          type: 'web',
          authors: [{ family: 'WHO' }],
          year: 2023,
          title: 'Fact sheet',
          url: 'https://who.int/x',
          accessed: '2024-01-02',
        },
        'GB/T 7714',
      ),
    ).toBe('WHO. Fact sheet[EB/OL]. (2023)[2024-01-02]. https://who.int/x.');
    expect(
      formatReference(
        {
          type: 'chapter',
          authors: [{ family: 'Brown', given: 'Ann' }],
          year: 2019,
          title: 'A chapter',
          venue: 'Big Book',
          pages: '1–10',
          publisher: 'Acme',
          place: 'London',
        },
        'GB/T 7714',
      ),
    ).toBe('BROWN A. A chapter[M]//Big Book. London: Acme, 2019: 1-10.');
  });
  it('numbers entries in citation order', () => {
    expect(formatBibliography([zhBook, smith], 'GB/T 7714').map((l) => l.slice(0, 4))).toEqual(['[1] ', '[2] ']);
  });
});

describe('APA 7', () => {
  it('formats a journal article', () => {
    expect(formatReference(smith, 'APA')).toBe(
      'Smith, J. A., & Doe, J. (2020). Learning to write. *Journal of Writing*, *12*(3), 45–67. https://doi.org/10.1000/xyz',
    );
  });
  it('formats a book, writing CJK names whole', () => {
    expect(formatReference(zhBook, 'APA')).toBe('张三, 李四, 王五, & 赵六. (2018). *写作学概论*. 高等教育出版社.');
  });
  it('puts the title first when there is no author, and n.d. when there is no year', () => {
    expect(formatReference({ type: 'report', title: 'Annual report', publisher: 'Acme' }, 'APA')).toBe(
      '*Annual report*. (n.d.). Acme.',
    );
  });
  it('sorts alphabetically by first author', () => {
    const b = { ...smith, authors: [{ family: 'Adams', given: 'B' }] };
    expect(formatBibliography([smith, b], 'APA')[0]).toMatch(/^Adams/);
  });
});

describe('MLA and Chicago', () => {
  it('formats a journal article', () => {
    expect(formatReference(smith, 'MLA')).toBe(
      'Smith, John Adam, and Jane Doe. "Learning to write." *Journal of Writing*, vol. 12, no. 3, 2020, pp. 45–67. https://doi.org/10.1000/xyz',
    );
    expect(formatReference(smith, 'Chicago')).toBe(
      'Smith, John Adam, and Jane Doe. 2020. "Learning to write." *Journal of Writing* 12 (3): 45–67. https://doi.org/10.1000/xyz',
    );
  });
});
