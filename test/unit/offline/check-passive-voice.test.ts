import { describe, expect, it } from 'vitest';
import { checkPassiveVoice } from '../../../lib/engine/offline/checks/passive-voice';
import { CLEAN, quotes, runCheck } from '../../fixtures/prose';

describe('checkPassiveVoice', () => {
  it('flags the passive-heavy report, anchored on its first three passives', () => {
    const findings = runCheck(checkPassiveVoice, 'en-report-planted');
    expect(quotes(findings)).toEqual(['was approved', 'were introduced', 'were trained']);
    expect(findings[0].detail).toMatch(/^16 of 19 sentences \(84%\) use the passive \(threshold 20%\)/);
  });

  it('allows more passives in a paper before flagging', () => {
    const text =
      'The sample was collected in May. We measured it twice. The results were checked by a second lab. We report them below. ' +
      'Errors were corrected. We list the sites. We compare the years. We note the gaps. We rank the causes. We close with advice.';
    expect(runCheck(checkPassiveVoice, { text })).toHaveLength(3);
    expect(runCheck(checkPassiveVoice, { text }, { template: 'paper' })).toEqual([]);
  });

  it('does not count -ed adjectives or Chinese text', () => {
    expect(
      runCheck(checkPassiveVoice, { text: 'She was tired. He was worried. They were excited. We were bored.' }),
    ).toEqual([]);
    expect(runCheck(checkPassiveVoice, 'zh-story-planted')).toEqual([]);
  });

  it('stays quiet on the clean passages and the planted story', () => {
    for (const name of [...CLEAN, 'en-story-planted'] as const) expect(runCheck(checkPassiveVoice, name)).toEqual([]);
  });
});
