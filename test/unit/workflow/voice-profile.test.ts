import { describe, expect, it } from 'vitest';
import { voiceProfile } from '../../../lib/workflow/voice/profile';
import { narrationPerson, narrationTense } from '../../../lib/workflow/voice/narration';
import { sentenceLengths } from '../../../lib/workflow/voice/sentence-lengths';

// Known texts whose figures are counted by hand: five sentences of 4, 4, 7, 8 and 18 words.
const SHORT_AND_LONG =
  'Mara climbed the stairs. The lamp was cold. She struck a match against the rail. It flared and died in her cupped hands. ' +
  'Below her the harbour lay dark and still, and somewhere past the reef a boat was turning home.';

const ENGLISH_PAST = [
  `Mara climbed the tower stairs. The lamp was cold. She struck a match and it died.

"Not tonight," she said. "Not with the boats out."

She tried again. The wick caught. Light swung over the harbour and the reef, and the first boat turned toward home. Mara watched it come in. Her hands were black with soot and she did not care about the soot.`,
  `Her father found her at dawn in the lamp room. He said nothing. He put his coat over her shoulders and looked at the harbour, and the harbour looked back, grey and flat and done with them for now.

The boats were all in. Mara counted them twice. She knew every hull by its soot and every skipper by his cough.`,
];

const ENGLISH_FIRST_PRESENT = `I climb the stairs at dusk. The lamp is cold again, and my hands are stiff. I strike a match and it dies.
My father is asleep below. He snores the way the sea does. I try again. The wick takes, and the light goes out over the water, and I watch the boats turn. I count them. I always count them. He is proud of me, I think, though he never says it. I keep the lamp. I keep the count.
The harbour is quiet now. The last boat is in, and its skipper waves up at the tower. He knows I am here. The wind drops, the tide turns, and the lamp burns on until the sky goes grey and my father climbs up with the tea.`;

const CHINESE = [
  `玛拉爬上灯塔的楼梯。灯是冷的。她划了一根火柴，火柴灭了。

“今晚不行，”她说，“船还在海上。”

她又试了一次。灯芯着了。光扫过港口和暗礁，第一条船调头往回开。玛拉看着它靠岸。她的手被烟熏黑了，她不在乎。她看着港口，看着暗礁，看着那些船一条一条回来。`,
  `天亮时父亲找到了她。他什么也没说，把外套披在她肩上，看着港口。港口也看着他们，灰蒙蒙的，平平的。船都回来了。玛拉数了两遍，每一条船她都认得。`,
];

describe('the voice profile', () => {
  it('measures sentence lengths in words, with the median and the middle of the range', () => {
    expect(sentenceLengths([SHORT_AND_LONG], 'en')).toEqual({ unit: 'words', count: 5, median: 7, p10: 4, p90: 18 });
  });

  it('counts Chinese sentences in characters, punctuation aside', () => {
    // 玛拉爬上灯塔的楼梯 (9) · 灯是冷的 (4) · 她划了一根火柴火柴灭了 (11)
    expect(sentenceLengths(['玛拉爬上灯塔的楼梯。灯是冷的。她划了一根火柴，火柴灭了。'], 'zh')).toEqual({
      unit: 'chars',
      count: 3,
      median: 9,
      p10: 4,
      p90: 11,
    });
  });

  it('reads an English writer: short sentences, a little dialogue, past tense, third person, names left out', () => {
    const p = voiceProfile({ passages: ENGLISH_PAST, removed: [] });
    expect(p.language).toBe('en');
    expect(p.sentences.median).toBeLessThanOrEqual(8);
    expect(p.dialogueShare).toBeGreaterThan(0.03);
    expect(p.dialogueShare).toBeLessThan(0.15);
    expect(p.tense).toBe('past');
    expect(p.person).toBe('third');
    expect(p.uses).toEqual(expect.arrayContaining(['harbour', 'soot']));
    expect(p.uses).not.toContain('mara');
    expect(p.examples.length).toBeGreaterThanOrEqual(1);
    for (const example of p.examples) expect(ENGLISH_PAST.some((t) => t.includes(example))).toBe(true);
  });

  it('tells first-person present narration, and neither tense nor person from too little', () => {
    expect(narrationTense([ENGLISH_FIRST_PRESENT])).toBe('present');
    expect(narrationPerson([ENGLISH_FIRST_PRESENT], 'en')).toBe('first');
    expect(narrationTense(['She ran. He fell.'])).toBeNull();
    expect(narrationPerson(['She ran. He fell.'], 'en')).toBeNull();
  });

  it('does not take a character’s "I" in dialogue or an italic thought for a first-person narrator', () => {
    const text =
      '"I know," she said. "I saw it. I was there." *I should have stayed,* she thought. She turned away. He watched her go. ' +
      'She took his coat. He let her. She was gone before he could say her name, and he stood there with his hands in his pockets.';
    expect(narrationPerson([text], 'en')).toBe('third');
  });

  it('reads a Chinese writer: words by jieba, names and function words aside, no tense', () => {
    const p = voiceProfile({ passages: CHINESE, removed: [] });
    expect(p.language).toBe('zh');
    expect(p.sentences.unit).toBe('chars');
    expect(p.tense).toBeNull();
    expect(p.person).toBe('third');
    expect(p.uses).toEqual(expect.arrayContaining(['看着', '港口']));
    expect(p.uses).not.toContain('玛拉');
    expect(
      narrationPerson(
        ['我推开门。我看见他坐在窗边。我没有说话，他也没有。我走过去，我坐下。我给他倒了一杯茶，我们一起看着海。'],
        'zh',
      ),
    ).toBe('first');
  });

  it('avoids only words the writer removed more than once and never wrote', () => {
    const p = voiceProfile({
      passages: ENGLISH_PAST,
      removed: ['a tapestry of light', 'the tapestry of stars', 'the harbour gleamed', 'the harbour shimmered once'],
    });
    expect(p.avoids).toEqual(['tapestry']);
  });

  it('says when there is too little of the writer’s text to speak for them', () => {
    expect(voiceProfile({ passages: [SHORT_AND_LONG], removed: [] }).enough).toBe(false);
    expect(voiceProfile({ passages: Array(6).fill(ENGLISH_PAST.join('\n\n')), removed: [] }).enough).toBe(true);
  });
});
