import { describe, expect, it } from 'vitest';
import { checkLongSentences } from '../../../lib/engine/offline/checks/long-sentences';
import { CLEAN, prose, quotes, runCheck } from '../../fixtures/prose';

describe('checkLongSentences', () => {
  it('finds the planted English run-on (over 40 words)', () => {
    const findings = runCheck(checkLongSentences, 'en-story-planted');
    expect(quotes(findings)).toEqual([
      "She went through the logbook page by page, reading the keeper's cramped entries about wind speed and visibility and the ships that had passed in the night, and she found that the last entry had been written three days before the light went dark without any warning to the harbour.",
    ]);
    expect(findings[0].priority).toBe('low');
    expect(findings[0].summary).toBe('Sentence of 50 words is hard to follow');
  });

  it('finds the planted Chinese sentence (over 90 characters) and reports in Chinese', () => {
    const findings = runCheck(checkLongSentences, 'zh-story-planted');
    expect(quotes(findings)).toEqual([prose('zh-story-planted').match(/里面只有一个牛皮纸信封[^。]*。/)![0]]);
    expect(findings[0].summary).toMatch(/^句子过长（\d+ 字）/);
  });

  it('raises the priority past 60 words', () => {
    const sentence = `${Array.from({ length: 65 }, (_, i) => `w${i}`).join(' ')}.`.replace(/\d/g, 'x');
    expect(runCheck(checkLongSentences, { text: sentence })[0].priority).toBe('medium');
  });

  it('stays quiet on the clean passages and the report', () => {
    for (const name of [...CLEAN, 'en-report-planted'] as const) expect(runCheck(checkLongSentences, name)).toEqual([]);
  });
});
