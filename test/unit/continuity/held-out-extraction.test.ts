import { describe, expect, it } from 'vitest';
import { continuityOf, factsOf } from './review-helpers';

// Extraction fixed after the held-out corpus was measured: each case is a class of wording, not the corpus's sentence.

describe('what someone reports or claims', () => {
  it('is speech, not the narrator’s fact', async () => {
    const [age] = factsOf('Meg was thirty-six, she told the landlord.').filter((f) => f.attribute === 'age');
    expect(age.hedges).toContain('dialogue');
    const book =
      '## One\n\nMeg was thirty-four.\n\n## Two\n\nMeg was thirty-six, she claimed, and nobody believed her.\n';
    expect(await continuityOf(book)).toEqual([]);
    expect(await continuityOf('## 一\n\n陈阳十五岁。\n\n## 二\n\n陈阳二十岁了，他对同学吹嘘道。\n', 'zh')).toEqual([]);
  });

  it('still counts when the narrator says it', async () => {
    const [finding] = await continuityOf('## One\n\nMeg was thirty-four.\n\n## Two\n\nMeg was thirty-six.\n');
    expect(finding).toMatchObject({ kind: 'contradiction' });
  });
});

describe('eye and hair colour', () => {
  it('with whose they are between the name and the colour', async () => {
    const facts = factsOf("Margaret had her father's hazel eyes. Ivy had her own red hair.");
    expect(facts.map((f) => [f.subject, f.attribute, f.value])).toEqual([
      ['Margaret', 'eyes', 'hazel'],
      ['Ivy', 'hair', 'red'],
    ]);
    const [finding] = await continuityOf(
      "## One\n\nMargaret had her mother's grey eyes.\n\n## Two\n\nMargaret's blue eyes watered.\n",
    );
    expect(finding).toMatchObject({ kind: 'contradiction', replacement: "Margaret's grey eyes" });
  });
});

describe("a paper's sample size", () => {
  it('is read from its own clause: a subgroup elsewhere in the sentence does not hide it', () => {
    const n = (text: string, language: 'en' | 'zh' = 'en') =>
      factsOf(text, language, 'paper')
        .filter((f) => f.attribute === 'n')
        .map((f) => [f.subject, f.value]);
    expect(n('In total 480 children were enrolled (n = 480), 240 in each arm.')).toEqual([
      ['sample size', '480'],
      ['sample size', '480'],
    ]);
    expect(n('The control group (n = 60) received leaflets.')).toEqual([]);
    expect(n('共有360名学生参与（n = 360），其中180名被分到午睡组。', 'zh')).toEqual([
      ['样本量', '360'],
      ['样本量', '360'],
    ]);
  });

  it('counts days, schools or sites as a sample of their own', async () => {
    const book =
      '## Methods\n\nGate counts were collected for 210 days (n = 210 days). The survey sample was 1,200 students (n = 1,200).\n\n## Discussion\n\nA sample of 1,200 students limits how far this generalises.\n';
    expect(await continuityOf(book)).toEqual([]);
    const [finding] = await continuityOf(
      '## Methods\n\nWe recruited 480 children (n = 480).\n\n## Discussion\n\nThe sample of 520 children is large.\n',
    );
    expect(finding).toMatchObject({ kind: 'contradiction', quote: 'sample of 520 children' });
  });
});

describe('Chinese abbreviations', () => {
  it('keep the whole term (对照 is not a particle) and may come first, the expansion in brackets', async () => {
    const terms = factsOf('本研究采用随机对照试验（RCT）。记忆测试采用数字广度测验（DST）。', 'zh', 'paper').filter(
      (f) => f.kind === 'term',
    );
    expect(terms.map((t) => [t.subject, t.value])).toEqual([
      ['RCT', '随机对照试验'],
      ['DST', '数字广度测验'],
    ]);
    const [finding] = await continuityOf(
      '## 方法\n\n记忆测试采用数字广度测验（DST）。\n\n## 结果\n\nDST（延迟回忆测验）得分更高。\n',
      'zh',
    );
    expect(finding).toMatchObject({ kind: 'contradiction', replacement: 'DST（数字广度测验）' });
    expect(
      await continuityOf(
        '## 方法\n\n本研究的数字广度测验（DST）。\n\n## 结果\n\nDST（数字广度测验）得分更高。\n',
        'zh',
      ),
    ).toEqual([]);
  });
});

describe("a script's rounds", () => {
  const script = (wade: string) =>
    continuityOf(
      `## DM handbook\n\nRound 1\nShow Clue 1 to everyone at the table.\n\nRound 2\nGive Clue 2 to Iris.\n\n## Player handbook: Iris\n\n${wade}\n\n## Materials\n\nClue card 1: the railing. Clue card 2: the ledger.\n`,
    );

  it('may open mid-line, after a sentence, with a colon', async () => {
    expect(await script('Round 1: look at the railing with everyone else. Round 2: you read Clue 2.')).toEqual([]);
    const [leak] = await script('Round 1: you read Clue 2. Round 2: say nothing.');
    expect(leak).toMatchObject({ kind: 'knowledge', quote: 'Round 1: you read Clue 2.' });
  });
});
