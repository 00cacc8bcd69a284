import { describe, expect, it } from 'vitest';
import { checkFillerWords } from '../../../lib/engine/offline/checks/filler-words';
import { CLEAN, quotes, runCheck } from '../../fixtures/prose';

describe('checkFillerWords', () => {
  it('finds the planted English fillers and hedges in narration, not in dialogue', () => {
    const findings = runCheck(checkFillerWords, 'en-story-planted');
    expect(quotes(findings)).toEqual(['very', 'Perhaps', 'basically', 'kind of']);
    expect(findings.map((f) => f.type)).toEqual(['filler', 'hedging', 'filler', 'hedging']);
  });

  it('shows the sentence without the word as the expected result', () => {
    const [very, perhaps] = runCheck(checkFillerWords, 'en-story-planted');
    expect(very.expected).toContain('"It was cold in the lamp room."');
    expect(perhaps.expected).toContain('"The keeper had left in a hurry;');
  });

  it('finds the planted Chinese fillers and hedges and reports in Chinese', () => {
    const findings = runCheck(checkFillerWords, 'zh-story-planted');
    expect(quotes(findings)).toEqual(['似乎', '非常', '其实', '基本上', '可能']);
    expect(findings[1].summary).toBe('冗余词“非常”');
  });

  it('ignores legitimate uses', () => {
    const text =
      'At the very end he had just arrived, just as the bell rang. What kind of man was he? It was not quite right. ' +
      '十分钟后，他说这相当于一个月的工资，这不可能，这是非常规做法。';
    expect(runCheck(checkFillerWords, { text })).toEqual([]);
  });

  it('stays quiet on the clean passages and the report', () => {
    for (const name of [...CLEAN, 'en-report-planted'] as const) expect(runCheck(checkFillerWords, name)).toEqual([]);
  });

  it('tells 好像 "as if" from 好像 "seemingly" by what follows it', () => {
    const simile = '他好像一头受伤的熊。她的脸红得好像熟透的苹果。他笑得好像什么事都没发生一样。';
    expect(runCheck(checkFillerWords, { text: simile })).toEqual([]);
    expect(quotes(runCheck(checkFillerWords, { text: '周明远好像忘了那天的约定。' }))).toEqual(['好像']);
  });

  it('takes a degree adverb with 可能, and leaves estimates and 有点事 alone', () => {
    const text = '他很可能走了。我们大概三点出发。陈默有点事要办。';
    expect(quotes(runCheck(checkFillerWords, { text }))).toEqual(['很可能']);
  });

  it('joins an intensifier said twice into one finding', () => {
    const [f] = runCheck(checkFillerWords, { text: 'It was a very, very lonely crossing.' });
    expect([f.anchor?.quote, f.expected]).toEqual([
      'very, very',
      'Without "very, very" (or with a more exact word): "It was a lonely crossing."',
    ]);
  });
});
