import { describe, expect, it } from 'vitest';
import { reviewVoice } from '../../../lib/engine/offline/voice';

const en = (text: string) => reviewVoice({ text, language: 'en' }).map((f) => [f.kind, f.anchor.quote, f.replacement]);
const zh = (text: string) => reviewVoice({ text, language: 'zh' }).map((f) => [f.kind, f.anchor.quote, f.replacement]);

describe('the voice reviewer: stock phrases', () => {
  it('flags the machine-made phrase, with its exact replacement where the change is mechanical', () => {
    expect(en('The old mill was a testament to his stubbornness.')).toEqual([
      ['stock-phrase', 'was a testament to', 'showed'],
    ]);
    expect(en('Mara let out a breath she didn’t know she was holding.'.replace('’', "'"))).toEqual([
      ['stock-phrase', "let out a breath she didn't know she was holding", 'breathed out'],
    ]);
    expect(en('It is worth noting that the bridge was new.')).toEqual([
      ['stock-phrase', 'It is worth noting that the', 'The'],
    ]);
    expect(zh('林小雨嘴角勾起一抹笑意，转身走了。')).toEqual([['stock-phrase', '嘴角勾起一抹笑意', '笑了笑']]);
    expect(zh('值得一提的是，这座桥是新修的。')).toEqual([['stock-phrase', '值得一提的是，', '']]);
  });

  it('offers no fix where none is mechanical', () => {
    expect(en('Their lives were woven into a rich tapestry of traditions.')).toEqual([
      ['stock-phrase', 'rich tapestry', undefined],
    ]);
    expect(zh('她的嘴角勾起一抹笑意，没有说话。')).toEqual([['stock-phrase', '嘴角勾起一抹笑意', undefined]]);
    expect(zh('陈默心中五味杂陈。')).toEqual([['stock-phrase', '心中五味杂陈', undefined]]);
  });

  it('leaves the words in their plain senses, and speech in a character’s idiom', () => {
    const plain = [
      'Her last will and testament lay in the drawer.',
      'A tapestry of the hunt hung above the fireplace.',
      'He delved into the archives for a week.',
      'The smoke hung in the air over the quay.',
      'She held her breath as the guard walked past.',
      '"It was a testament to nothing," Owen said.',
      'The New Testament sat on the shelf beside a hymn book.',
      'In the world where she grew up, nobody locked a door.',
    ];
    for (const text of plain) expect(en(text), text).toEqual([]);
    const plainZh = [
      '天边有一抹晚霞。',
      '石子落进池塘，荡起一圈涟漪。',
      '“我心里五味杂陈啊。”苏婉说。',
      '这道菜的味道很杂，酸甜苦辣都有。',
      '他倒了一杯水，嘴角沾着水珠。',
    ];
    for (const text of plainZh) expect(zh(text), text).toEqual([]);
  });
});

describe('the voice reviewer: tense and point of view', () => {
  const past = 'Mara opened the door. She crossed the hall and climbed the stairs. Owen waited below.';

  it('finds a sentence that slips into the present in past narration, and fixes the listed verbs exactly', () => {
    expect(en(`${past}\nShe walks to the window and looks out. Then she turned back.`)).toEqual([
      ['tense-shift', 'walks', 'walked'],
      ['tense-shift', 'looks', 'looked'],
    ]);
  });

  it('finds the past slipping into present narration', () => {
    const present = 'Mara opens the door. She crosses the hall and climbs the stairs. Owen waits below.';
    expect(en(`${present} She turned to him. He nods.`)).toEqual([['tense-shift', 'turned', 'turns']]);
  });

  it('leaves a present-tense frame, speech, a narrator speaking from now and timeless statements', () => {
    expect(en(`She is old now. She keeps the key in a tin. She says nothing of it.\n${past}`)).toEqual([]);
    expect(en(`${past} "She walks too fast," he said.`)).toEqual([]);
    expect(en(`${past} To this day she keeps the key.`)).toEqual([]);
    expect(en(`${past} The river runs to the sea.`)).toEqual([]);
  });

  it('finds the first person slipping into third-person narration, and leaves letters, thoughts and speech', () => {
    const third = 'She walked home. He followed her. She did not look back. He called her name. She stopped.';
    expect(en(`${third} I knew she would not wait.`)).toEqual([['pov-shift', 'I', undefined]]);
    expect(en(`${third}\nDear Owen, I am well. I think of you. My garden is green.\nShe folded the letter.`)).toEqual(
      [],
    );
    expect(en(`${third} I cannot stay, she thought.`)).toEqual([]);
    expect(en(`${third} "I know," she said.`)).toEqual([]);
    const thirdZh = '她走回家。他跟在后面。她没有回头。他叫她的名字。她停下了。';
    expect(zh(`${thirdZh}我知道她不会等。`)).toEqual([['pov-shift', '我', undefined]]);
    expect(zh(`${thirdZh}“我累了。”她说。她心想，我不能再等了。`)).toEqual([]);
    expect(zh(`${thirdZh}他一向自我感觉良好。`)).toEqual([]);
  });
});
