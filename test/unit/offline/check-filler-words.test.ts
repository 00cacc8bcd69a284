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
});
