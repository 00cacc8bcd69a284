import { describe, expect, it } from 'vitest';
import { checkPlaceholders } from '../../../lib/engine/offline/checks/placeholders';
import { CLEAN, quotes, runCheck } from '../../fixtures/prose';

describe('checkPlaceholders', () => {
  it('finds the planted placeholders at high priority', () => {
    const en = runCheck(checkPlaceholders, 'en-story-planted');
    expect(quotes(en)).toEqual(["[insert the keeper's last message here]", 'TODO']);
    expect(en.every((f) => f.priority === 'high')).toBe(true);
    expect(en[1].detail).toContain('"TODO: explain why the light failed."');
    expect(quotes(runCheck(checkPlaceholders, 'zh-story-planted'))).toEqual(['【待补充：信的内容】', '此处填写结局']);
  });

  it('recognises the common markers, each once', () => {
    const text =
      'Lorem ipsum dolor sit amet. Date: TBD. Ask XXX. [TODO: check this] <insert chart> FIXME 待定 ××× [Scaffold] 【草稿骨架】';
    expect(quotes(runCheck(checkPlaceholders, { text }))).toEqual([
      'Lorem ipsum dolor sit amet.',
      'TBD',
      'XXX',
      '[TODO: check this]',
      '<insert chart>',
      'FIXME',
      '待定',
      '×××',
      '[Scaffold]',
      '【草稿骨架】',
    ]);
  });

  it('stays quiet on the clean passages and the report', () => {
    for (const name of [...CLEAN, 'en-report-planted'] as const) expect(runCheck(checkPlaceholders, name)).toEqual([]);
  });

  it('finds notes left for later in every bracket form, full-width included', () => {
    const text =
      '她读了信。（待补：信的内容）婚礼定在【待定】。〔此处插入照片〕[待补充：结局] (TODO: date) {TBD} ＜占位＞';
    expect(quotes(runCheck(checkPlaceholders, { text }))).toEqual([
      '（待补：信的内容）',
      '【待定】',
      '〔此处插入照片〕',
      '[待补充：结局]',
      '(TODO: date)',
      '{TBD}',
      '＜占位＞',
    ]);
    const glosses = '（补充说明：见附录）（此处指老宅）He was (added later) to the list. (Add salt to taste.)';
    expect(runCheck(checkPlaceholders, { text: glosses })).toEqual([]);
    expect(quotes(runCheck(checkPlaceholders, { text: '[add a scene here] [to come]' }))).toEqual([
      '[add a scene here]',
      '[to come]',
    ]);
  });
});
