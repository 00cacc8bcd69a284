import { describe, expect, it } from 'vitest';
import { checkRepeatedWords } from '../../../lib/engine/offline/checks/repeated-words';
import { CLEAN, quotes, runCheck } from '../../fixtures/prose';

describe('checkRepeatedWords', () => {
  it('finds the planted doubled words and nothing else', () => {
    expect(quotes(runCheck(checkRepeatedWords, 'en-story-planted'))).toEqual(['the the']);
    expect(quotes(runCheck(checkRepeatedWords, 'zh-story-planted'))).toEqual(['的的']);
    expect(runCheck(checkRepeatedWords, 'en-report-planted')).toEqual([]);
  });

  it('ignores grammatical doubles and Chinese reduplication', () => {
    const text =
      'She knew that that was true; he had had enough. 他看看书，一把把钥匙递过来，的的确确是是非非，一个一个地走。';
    expect(runCheck(checkRepeatedWords, { text })).toEqual([]);
  });

  it('catches case-insensitive doubles and doubled Chinese function words', () => {
    expect(quotes(runCheck(checkRepeatedWords, { text: 'The the door opened. 但是但是他没有来。' }))).toEqual([
      'The the',
      '但是但是',
    ]);
  });

  it('leaves hesitation in Chinese dialogue alone', () => {
    expect(runCheck(checkRepeatedWords, { text: '他说：“这个这个，我不知道。”' })).toEqual([]);
  });

  it('stays quiet on the clean passages', () => {
    for (const name of CLEAN) expect(runCheck(checkRepeatedWords, name)).toEqual([]);
  });

  it('finds any doubled Chinese function word, and leaves reduplication alone', () => {
    const text = '她她买了花。陈默在在码头上等。他们他们回来了。';
    expect(quotes(runCheck(checkRepeatedWords, { text }))).toEqual(['她她', '在在', '他们他们']);
    const fine = '她看看窗外，常常发呆，试试新衣，的的确确累了。太太走了，一把把钥匙，走着走着，研究研究，一步一步。';
    expect(runCheck(checkRepeatedWords, { text: fine })).toEqual([]);
  });
});
