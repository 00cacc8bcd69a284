import { describe, expect, it } from 'vitest';
import { checkRepeatedPhrases } from '../../../lib/engine/offline/checks/repeated-phrases';
import { CLEAN, prose, quotes, runCheck } from '../../fixtures/prose';

describe('checkRepeatedPhrases', () => {
  it('finds the planted English echo, anchored on its second use', () => {
    const findings = runCheck(checkRepeatedPhrases, 'en-story-planted');
    expect(quotes(findings)).toEqual(['wet ash and lamp oil']);
    const text = prose('en-story-planted');
    expect(findings[0].anchor!.start).toBe(text.lastIndexOf('wet ash and lamp oil'));
  });

  it('finds the planted Chinese echo', () => {
    expect(quotes(runCheck(checkRepeatedPhrases, 'zh-story-planted'))).toEqual(['空气里弥漫着潮湿的霉味']);
  });

  it('ignores echoes beyond the window, in dialogue, and terms used three or more times', () => {
    const filler = Array.from({ length: 160 }, () => 'and').join(' ');
    expect(
      runCheck(checkRepeatedPhrases, { text: `The old oak tree fell. ${filler}. The old oak tree stood.` }),
    ).toEqual([]);
    expect(
      runCheck(checkRepeatedPhrases, { text: '"Keep the red lantern lit," she said. "Keep the red lantern lit."' }),
    ).toEqual([]);
    const term = 'Urban heat islands grow. Urban heat islands spread. Urban heat islands persist.';
    expect(runCheck(checkRepeatedPhrases, { text: term })).toEqual([]);
  });

  it('ignores short phrases of mostly little words', () => {
    expect(
      runCheck(checkRepeatedPhrases, { text: 'She went into the lamp room. Later she left the lamp room.' }),
    ).toEqual([]);
  });

  it('stays quiet on the clean passages and the report', () => {
    for (const name of [...CLEAN, 'en-report-planted'] as const)
      expect(runCheck(checkRepeatedPhrases, name)).toEqual([]);
  });
});
