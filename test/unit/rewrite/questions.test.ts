import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createModelEngine } from '../../../lib/engine/model';
import { proposeQuestionsOffline } from '../../../lib/engine/offline/clarify/questions';
import { OfflineEngine } from '../../../lib/engine/offline/index';
import { parseCliArgs } from '../../../lib/rewrite/cli-options';
import { proposedClarifications } from '../../../lib/rewrite/questions';

const EN = `# Onboarding

New staff should read this. You get a laptop and stuff.

## Accounts

Ask your manager. Maybe we add SSO later. A few systems need a VPN token; the Customer Relationship Management (CRM) tool is separate.`;

const ZH = `新员工入职须知

入职后大概一周内领取电脑之类的设备。账号问题请找负责人，几个系统以后再开通，等等。`;

const terms = (questions: { question: string }[]) => questions.map((q) => q.question);

describe('proposeQuestionsOffline', () => {
  it('asks about the vague wording of an English original, in the order it appears', () => {
    const questions = proposeQuestionsOffline(EN, 'en');
    expect(terms(questions)).toEqual([
      '"You get a laptop and stuff": what exactly does "stuff" cover? List the items.',
      '"Ask your manager": who exactly is "your manager"? Give a name or a job title.',
      '"Maybe we add SSO later": "Maybe" — is this decided? What should the rewrite state?',
      'What does "SSO" stand for, and should the rewrite spell it out?',
      '"Maybe we add SSO later": when is "later"? Give a date or the order of the steps.',
      '"A few systems need a VPN token; the Customer": how many or how much is "A few"? Give a number.',
      'What does "VPN" stand for, and should the rewrite spell it out?',
    ]);
    expect(questions[0].quote).toBe('You get a laptop and stuff');
    // CRM is defined in the text, so it is not asked about.
    expect(terms(questions).join()).not.toContain('CRM');
  });

  it('quotes the original from a word’s start, never cutting a word in half', () => {
    const text =
      'From next spring, due to ongoing budget constraints across the whole network, the bus will run less often on some routes later.';
    for (const { quote } of proposeQuestionsOffline(text, 'en')) {
      const at = text.indexOf(quote);
      expect(at, quote).toBeGreaterThanOrEqual(0);
      expect(at === 0 || /\s/.test(text[at - 1]), quote).toBe(true);
    }
  });

  it('asks about the vague wording of a Chinese original (可能、大概、之类、以后、等等)', () => {
    const questions = terms(proposeQuestionsOffline(ZH, 'zh'));
    expect(questions).toHaveLength(6);
    expect(questions[0]).toBe(
      '原文“入职后大概一周内领取电脑之类的设备”中的“大概”：这一点是否已确定？改写时应如何表述？',
    );
    for (const term of ['之类', '负责人', '几个', '以后', '等等']) expect(questions.join()).toContain(`“${term}”`);
    expect(terms(proposeQuestionsOffline('这个方案可能需要调整。', 'zh'))).toEqual([
      '原文“这个方案可能需要调整”中的“可能”：这一点是否已确定？改写时应如何表述？',
    ]);
  });

  it('proposes nothing for a precise original, and never a question already asked', () => {
    expect(proposeQuestionsOffline('The office opens at 7:00 on weekdays. Fees are 42 pounds a night.', 'en')).toEqual(
      [],
    );
    const [first] = proposeQuestionsOffline(EN, 'en');
    expect(terms(proposeQuestionsOffline(EN, 'en', [first.question]))).not.toContain(first.question);
  });
});

describe('proposedClarifications', () => {
  it('turns the offline proposals into a clarifications file to answer, leaving out questions already answered', async () => {
    const asked = proposeQuestionsOffline(ZH, 'zh')[0].question;
    const file = await proposedClarifications(
      { originalDocument: ZH, clarifications: [{ question: asked, answer: '一周内。' }] },
      new OfflineEngine(),
    );
    expect(file).toHaveLength(5);
    expect(file.every((c) => c.answer === '' && c.question !== asked)).toBe(true);
  });

  it('asks the model engine through its own prompt, with the original and the questions already asked', async () => {
    const prompts: string[] = [];
    const engine = createModelEngine({
      models: (modelId) =>
        new MockLanguageModelV4({
          modelId,
          doGenerate: async (options) => {
            prompts.push(JSON.stringify(options.prompt));
            const questions = [
              { question: 'Which systems need a VPN token?', quote: 'A few systems' },
              { question: 'Who is your manager?', quote: 'Ask your manager' },
            ];
            return {
              content: [{ type: 'text', text: JSON.stringify({ questions }) }],
              finishReason: { unified: 'stop', raw: 'stop' },
              usage: {
                inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
                outputTokens: { total: 5, text: 5, reasoning: undefined },
              },
              warnings: [],
            };
          },
        }),
      recorder: () => {},
      config: { models: { default: 'mock-model' }, retryBaseMs: 0 },
    });
    const file = await proposedClarifications(
      { originalDocument: EN, clarifications: [{ question: 'Who is your manager?', answer: 'Dana Reyes.' }] },
      engine,
    );
    expect(file).toEqual([{ question: 'Which systems need a VPN token?', answer: '' }]);
    expect(prompts[0]).toContain('Maybe we add SSO later');
    expect(prompts[0]).toContain('<previous>');
  });
});

describe('rewrite CLI --questions', () => {
  it('needs only the original, and still accepts a clarifications file', () => {
    expect(parseCliArgs(['--questions', '--original-doc', 'a.md'])).toMatchObject({
      ok: true,
      value: { questions: true, originalDoc: 'a.md', clarifications: '' },
    });
    expect(parseCliArgs(['--questions', '--original-doc', 'a.md', '--clarifications', 'c.json'])).toMatchObject({
      ok: true,
      value: { questions: true, clarifications: 'c.json' },
    });
    expect(parseCliArgs(['--questions'])).toEqual({ ok: false, message: 'Missing --original-doc.' });
  });
});
