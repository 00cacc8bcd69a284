import { describe, expect, it } from 'vitest';
import { OfflineEngine } from '../../../lib/engine/offline';
import type { PassageInput } from '../../../lib/engine/types';
import type { PassageRequest } from '../../../lib/workflow/passage-commands';

const engine = new OfflineEngine();
const run = (passage: string, request: PassageRequest, language: 'en' | 'zh' = 'en') =>
  engine.passage({
    language,
    request,
    passage,
    before: '',
    after: '',
    sectionTitle: 'One',
    canonicalNames: [],
  } satisfies PassageInput);

describe('passage commands offline', () => {
  it('shortens by removing filler words and splitting a long sentence, in English and Chinese', async () => {
    expect((await run('It was really quite a basically calm night.', { command: 'shorten' })).value.text).toBe(
      'It was quite a calm night.',
    );
    const long =
      'The harbour master walked the whole length of the pier in the rain while the fishermen argued about the price of fuel, and the boats knocked against the posts as the tide turned slowly toward the open sea beyond the breakwater.';
    const short = (await run(long, { command: 'shorten' })).value.text;
    expect(short.split('. ').length).toBe(2);
    expect((await run('他其实非常累，只想睡觉。', { command: 'shorten' }, 'zh')).value.text).toBe('他累，只想睡觉。');
  });

  it('swaps the words that mark a register, keeping capitals', async () => {
    expect(
      (await run("Don't go. We can't stay, it's gonna rain.", { command: 'tone', tone: 'formal' })).value.text,
    ).toBe("Do not go. We cannot stay, it's going to rain.");
    expect((await run('I am sure we do not have a lot of time.', { command: 'tone', tone: 'casual' })).value.text).toBe(
      "I'm sure we don't have a lot of time.",
    );
    expect((await run('你说啥？他老是这样。', { command: 'tone', tone: 'formal' }, 'zh')).value.text).toBe(
      '你说什么？他总是这样。',
    );
  });

  it('says that the other commands need a model', async () => {
    for (const request of [{ command: 'expand' }, { command: 'tone', tone: 'darker' }] as PassageRequest[])
      await expect(run('The sea was calm.', request)).rejects.toMatchObject({ code: 'not_configured' });
  });
});
