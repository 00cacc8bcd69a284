import { describe, expect, it } from 'vitest';
import { checkGoalCoverage } from '../../../lib/engine/offline/checks/goal-coverage';
import { CLEAN, CLEAN_GOALS, runCheck } from '../../fixtures/prose';

describe('checkGoalCoverage', () => {
  it('reports a goal the English passage never addresses, naming the missing terms', () => {
    const goal = 'Elizabeth discovers the deed to the farm in the attic and confronts her father about selling it.';
    const [f] = runCheck(checkGoalCoverage, 'en-story-planted', { goal });
    expect(f.anchor).toBeNull();
    expect(f.priority).toBe('medium');
    expect(f.detail).toContain('missing: "discovers", "deed", "farm", "attic", "confronts", "father", "selling"');
  });

  it('reports a goal the Chinese passage never addresses, in Chinese', () => {
    const [f] = runCheck(checkGoalCoverage, 'zh-story-planted', { goal: '主角参加高考，在考场上遇见初中同学。' });
    expect(f.priority).toBe('high');
    expect(f.summary).toBe('本节未覆盖其大纲目标');
  });

  it('stays quiet when the goal is covered', () => {
    for (const name of CLEAN) expect(runCheck(checkGoalCoverage, name, { goal: CLEAN_GOALS[name] })).toEqual([]);
    const goal = 'Elizabeth and Tomas search the dark lighthouse and read the keeper’s logbook.';
    expect(runCheck(checkGoalCoverage, 'en-story-planted', { goal })).toEqual([]);
  });

  it('does not judge a goal written in another language, or a very short text', () => {
    expect(
      runCheck(checkGoalCoverage, 'zh-story-clean', { goal: 'Running the game: setup, round flow, truth' }),
    ).toEqual([]);
    expect(
      runCheck(checkGoalCoverage, { text: 'Too short to judge.' }, { goal: 'A long goal about farms and deeds' }),
    ).toEqual([]);
  });
});

describe('checkGoalCoverage in Chinese', () => {
  it('matches the goal word by word, names the dictionary does not know included', () => {
    const goal = '林小雨找到父亲的信，决定留下老宅。';
    const text =
      '雨下了一整夜。林小雨在书房的抽屉里找到父亲留下的一封信，信纸已经发黄。她读了很久，最后把信折好放进口袋。' +
      '天亮的时候，她给拆迁办打了电话，说自己决定留下这座老宅，哪怕只剩她一个人守着。';
    expect(runCheck(checkGoalCoverage, { text }, { goal })).toEqual([]);
    const [f] = runCheck(checkGoalCoverage, { text }, { goal: '陈思远参加高考，在考场上遇见初中同学。' });
    expect(f.detail).toContain('缺少：“陈思远”、“参加”、“高考”、“考场”、“遇见”、“初中”、“同学”');
  });
});

describe('checkGoalCoverage with scaffold goals', () => {
  it('ignores the scaffold label on a goal', () => {
    const goal =
      '[Scaffold] Mara and Owen row the patched boat into the cove, where Owen gives Mara their mother’s letter.';
    expect(runCheck(checkGoalCoverage, 'en-story-clean', { goal })).toEqual([]);
  });
});
