import { describe, expect, it } from 'vitest';
import { continuityOf, factsOf } from './review-helpers';

describe('a weekday beside a full date', () => {
  it('must be that date’s weekday; the fix is the right one, and the date is the evidence', async () => {
    const [finding] = await continuityOf('## One\n\nOn Sunday, 3 March 2029, the oven was replaced.\n');
    expect(finding).toMatchObject({ kind: 'timeline', quote: 'Sunday', replacement: 'Saturday' });
    expect(finding.evidence.map((e) => e.quote)).toEqual(['3 March 2029']);
    expect(await continuityOf('## One\n\nOn Saturday, 3 March 2029, the oven was replaced.\n')).toEqual([]);
  });

  it('in Chinese, in the words the text used (星期, 周)', async () => {
    const [finding] = await continuityOf('## 一\n\n二〇二五年七月八日，星期五，他病倒了。\n', 'zh');
    expect(finding).toMatchObject({ kind: 'timeline', quote: '星期五', replacement: '星期二' });
    expect(finding.evidence[0].quote).toBe('二〇二五年七月八日');
    expect((await continuityOf('## 一\n\n2025年7月8日周五，他病倒了。\n', 'zh'))[0]).toMatchObject({
      replacement: '周二',
    });
    expect(await continuityOf('## 一\n\n2025年7月8日，星期二，他病倒了。\n', 'zh')).toEqual([]);
  });

  it('cannot be checked without the year, and a hypothetical is not held against the calendar', async () => {
    expect(await continuityOf('## One\n\nOn Sunday, 3 March, the oven was replaced.\n')).toEqual([]);
    expect(await continuityOf('## One\n\nIf only Sunday, 3 March 2029 had come sooner.\n')).toEqual([]);
  });
});

describe('a weekday the days counted do not reach', () => {
  it('is fixed word for word with the counted one', async () => {
    const [en] = await continuityOf(
      '## One\n\nOn Monday, 3 March, the boats left. Three days later, on Friday, they came back.\n',
    );
    expect(en).toMatchObject({ kind: 'timeline', quote: 'on Friday', replacement: 'on Thursday' });
    const [zh] = await continuityOf('## 一\n\n3月3日星期一，船出海了。三天后，星期五，船回来了。\n', 'zh');
    expect(zh).toMatchObject({ kind: 'timeline', quote: '星期五', replacement: '星期四' });
  });
});

describe('a date range', () => {
  it('states both of its dates', () => {
    const dates = factsOf('The pool closes from 3 March 2025 until 28 May 2025.').filter((f) => f.attribute === 'date');
    expect(dates.map((d) => [d.value, d.quote])).toEqual([
      ['2025-03-03', '3 March 2025'],
      ['2025-05-28', '28 May 2025'],
    ]);
  });
});

describe("a paper's study periods", () => {
  const paper = (methods: string, results: string, language: 'en' | 'zh' = 'en') =>
    continuityOf(`## Methods\n\n${methods}\n\n## Results\n\n${results}\n`, language);

  it('the same period told twice in different words must agree', async () => {
    const [finding] = await paper(
      'The follow-up period was 12 weeks.',
      'After 16 weeks of follow-up, scores differed.',
    );
    expect(finding).toMatchObject({ kind: 'contradiction', replacement: 'After 12 weeks of follow-up' });
    expect(
      await paper('The follow-up period was 12 weeks.', 'After twelve weeks of follow-up, scores differed.'),
    ).toEqual([]);
    expect(await paper('The intervention lasted 3 months.', 'The 12-week intervention was well liked.')).toEqual([]);
  });

  it('a phase, a group or a pilot has a period of its own', async () => {
    expect(await paper('The intervention lasted 12 weeks.', 'The pilot intervention lasted 4 weeks.')).toEqual([]);
    expect(
      await paper('The intervention lasted 12 weeks.', 'In the first phase, the intervention lasted 4 weeks.'),
    ).toEqual([]);
  });

  it('in Chinese', async () => {
    const [finding] = await paper('干预持续8周。', '干预持续了10周，时间较短。', 'zh');
    expect(finding).toMatchObject({ kind: 'contradiction', quote: '干预持续了10周', replacement: '干预持续了8周' });
    expect(await paper('干预持续8周。', '对照组的干预持续了4周。', 'zh')).toEqual([]);
  });
});
