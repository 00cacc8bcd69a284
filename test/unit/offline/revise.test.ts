import { describe, expect, it } from 'vitest';
import { reviseOffline } from '../../../lib/engine/offline/revise';
import type { ReviseInput } from '../../../lib/engine/types';
import { CANONICAL_NAMES, prose } from '../../fixtures/prose';
import { lint, section, tasksFrom } from './offline-helpers';

function revise(text: string, tasks: ReviseInput['tasks'], keep: string[] = [], language: 'en' | 'zh' = 'en') {
  return reviseOffline({ language, section: section(text), tasks, keep, canonicalNames: CANONICAL_NAMES });
}

describe('reviseOffline', () => {
  it('applies the mechanical fixes to the planted English story and reports the rest', () => {
    const text = prose('en-story-planted');
    const tasks = tasksFrom(lint(text));
    const result = revise(text, tasks);
    expect(result.text).toContain('watching the boats strain');
    expect(result.text).toContain('It was cold in the lamp room. The keeper had left in a hurry;');
    expect(result.text).toContain('ships that had passed in the night. She found that the last entry');
    expect(result.text).toContain('Reyes leaned over the page.');
    expect(result.text).toContain('Elizabeth closed the logbook');
    expect(result.text).toContain('She was alone now in what she believed');
    expect(result.text).toContain('She wanted to laugh');
    expect(result.text).toContain('"I really didn\'t think you would."');
    expect(result.unapplied).toEqual(
      tasks.filter((t) => ['placeholder', 'repeated-phrase'].includes(t.type)).map((t) => t.suggestionId),
    );
    expect(result.unapplied).toHaveLength(3);
  });

  it('applies the mechanical fixes to the planted Chinese story', () => {
    const text = prose('zh-story-planted');
    const result = revise(text, tasksFrom(lint(text)), [], 'zh');
    for (const fixed of [
      '林小雨从发间',
      '周明远举着手机',
      '两个人都紧张地',
      '她早就猜到',
      '父亲从来不肯',
      '写信的人的手',
    ]) {
      expect(result.text).toContain(fixed);
    }
    expect(result.text).not.toMatch(/林晓雨|周明源|的的手|似乎/);
    expect(result.unapplied.map((id) => id.split(':')[1]).sort()).toEqual([
      'placeholder',
      'placeholder',
      'repeated-phrase',
    ]);
  });

  it('finds a moved quote by unique match, and never edits a quote that is gone or ambiguous', () => {
    const original = 'It was very cold. The the end.';
    const [very, double] = tasksFrom(lint(original));
    expect(revise(`Night fell. ${original}`, [very]).text).toBe('Night fell. It was cold. The the end.');
    expect(revise('It was bitterly cold.', [very])).toEqual({
      text: 'It was bitterly cold.',
      unapplied: [very.suggestionId],
    });
    expect(revise('A very long day, a very cold night.', [very]).unapplied).toEqual([very.suggestionId]);
    expect(revise(original, [double]).text).toBe('It was very cold. The end.');
  });

  it('leaves kept passages alone', () => {
    const text = 'It was very cold. She was basically alone.';
    const tasks = tasksFrom(lint(text));
    const result = revise(text, tasks, ['It was very cold.']);
    expect(result).toEqual({ text: 'It was very cold. She was alone.', unapplied: [tasks[0].suggestionId] });
  });

  it('refuses fixes whose quote is not what the fix expects, tasks without anchors and overlapping edits', () => {
    const text = 'It was cold outside.';
    const cold = {
      suggestionId: 'x',
      instruction: 'i',
      expected: 'e',
      priority: 'low' as const,
      type: 'filler',
      anchor: { quote: 'cold', prefix: 'It was ', suffix: ' outside.', start: 7, end: 11 },
    };
    const unanchored = { ...cold, suggestionId: 'y', type: 'repeated-word', anchor: null };
    const result = revise(text, [cold, unanchored]);
    expect(result).toEqual({ text, unapplied: ['x', 'y'] });
    const twice = 'It was the the cold end.';
    const [repeat] = tasksFrom(lint(twice));
    const filler = {
      ...cold,
      suggestionId: 'z',
      type: 'repeated-word',
      anchor: { quote: 'the the', prefix: 'It was ', suffix: ' cold end.', start: 7, end: 14 },
    };
    expect(revise(twice, [repeat, filler])).toEqual({ text: 'It was the cold end.', unapplied: ['z'] });
  });

  it('applies a continuity fix that carries its replacement word for word, wherever its quote now is', () => {
    const text = 'Mara ran to the gate. The fourteen-year-old had never been so fast.';
    const task = {
      suggestionId: 'c1',
      instruction: 'Age: "fourteen" here, "twelve" in Chapter 1',
      expected: 'twelve-year-old',
      priority: 'high' as const,
      type: 'contradiction',
      anchor: { quote: 'fourteen-year-old', prefix: 'The ', suffix: ' had', start: 20, end: 37 },
      replacement: 'twelve-year-old',
    };
    expect(revise(`Dusk. ${text}`, [task])).toEqual({
      text: 'Dusk. Mara ran to the gate. The twelve-year-old had never been so fast.',
      unapplied: [],
    });
    expect(revise('Mara ran to the gate.', [task])).toEqual({ text: 'Mara ran to the gate.', unapplied: ['c1'] });
  });

  it('repairs capitals, commas and spacing around a removed word', () => {
    const text = 'Basically, the plan failed. The plan, basically, failed. It failed, basically.';
    expect(revise(text, tasksFrom(lint(text))).text).toBe('The plan failed. The plan failed. It failed.');
    const zh = '其实，他来了。他非常累。';
    expect(revise(zh, tasksFrom(lint(zh)), [], 'zh').text).toBe('他来了。他累。');
  });

  it('splits run-on sentences only where both halves are independent clauses within the limit', () => {
    const splits = (text: string) => tasksFrom(lint(text)).filter((t) => t.type === 'long-sentence');
    const first =
      'The rain had soaked the nets that hung along the harbour wall all through the long grey afternoon of that cold wet autumn';
    const second =
      'the wind kept the fishing boats tied up at their moorings in the harbour until well after dark that night';
    const semicolon = `${first}; ${second}.`;
    expect(revise(semicolon, splits(semicolon)).text).toBe(`${first}. The${second.slice(3)}.`);
    const but = `${first}, but ${second}.`;
    expect(revise(but, splits(but)).text).toBe(`${first}. But ${second}.`);
    // "…as a girl. About the ferry…" and "…the ship. Who never spoke…" would be fragments.
    for (const fragment of [`${first}, and about ${second}.`, `${first}, who ${second}.`]) {
      const [task] = splits(fragment);
      expect(revise(fragment, [task]).unapplied).toEqual([task.suggestionId]);
    }
    // Two halves still over 40 words each: no split.
    const tooLong = `${first} ${first}, and ${second} ${second}.`;
    const [overLong] = splits(tooLong);
    expect(revise(tooLong, [overLong]).unapplied).toEqual([overLong.suggestionId]);
  });

  it('removes an intensifier said twice whole, and a hedge only when a sentence is left', () => {
    const text = 'It was a very, very lonely crossing. It seemed that the whole family story rested on one line.';
    expect(revise(text, tasksFrom(lint(text))).text).toBe(
      'It was a lonely crossing. The whole family story rested on one line.',
    );
    const fragment = 'It seemed to take hours for the kettle to boil.';
    const [hedge] = tasksFrom(lint(fragment));
    expect(hedge.expected).toBe('The sentence reworded so it makes its point without "It seemed".');
    expect(revise(fragment, [hedge]).unapplied).toEqual([hedge.suggestionId]);
  });

  it('splits a Chinese sentence only before a clause that stands alone', () => {
    const zh = (text: string) =>
      revise(
        text,
        tasksFrom(lint(text)).filter((t) => t.type === 'long-sentence'),
        [],
        'zh',
      );
    const first =
      '陈默每天天不亮就起床，先把铺子门前的石板路扫干净，再把昨晚修好的收音机一台一台地摆到柜台上，等着街坊邻居来取';
    const second = '他总是把修理单压在每台收音机下面，单子上用工整的小字写着毛病出在哪里、换了什么零件、收了多少钱';
    expect(zh(`${first}，${second}。`).text).toBe(`${first}。${second}。`);
    const subordinate = `虽然${first}，${second}。`;
    expect(zh(subordinate).text).toBe(subordinate);
  });
});
