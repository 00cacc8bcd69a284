import { describe, expect, it } from 'vitest';
import { briefFacts } from '../../../lib/engine/offline/scaffolds/facts';

describe('briefFacts', () => {
  it('finds people and places in English, not words that only open a sentence', () => {
    expect(briefFacts(['Mara wants the light. Tomas wants to sell. Grief can be put to work.'], 'en')).toEqual({
      people: ['Mara', 'Tomas'],
      places: [],
      roles: [],
    });
    expect(briefFacts(['Lily Chen, the singer, dies at the Golden Lotus.\nthe butler is a red herring'], 'en')).toEqual(
      {
        people: ['Lily Chen'],
        places: ['Golden Lotus'],
        roles: ['The butler'],
      },
    );
    expect(briefFacts(['A lighthouse keeper must relight the lamp. The town wants it sold.'], 'en').people).toEqual([]);
  });

  it('finds people and places in Chinese, not words that merely start with a surname', () => {
    expect(briefFacts(['林小雨回到老宅，在父亲的书房里找到一封信。'], 'zh')).toEqual({
      people: ['林小雨'],
      places: ['老宅'],
      roles: [],
    });
    expect(briefFacts(['玛拉·沃斯是死者，管家是烟雾弹。研究方法论不是重点，高中生也能读。'], 'zh')).toEqual({
      people: ['玛拉·沃斯'],
      places: [],
      roles: ['管家'],
    });
  });
});
