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
    const twice = 'It was very very cold.';
    const [repeat] = tasksFrom(lint(twice));
    const filler = {
      ...cold,
      suggestionId: 'z',
      anchor: { quote: 'very', prefix: 'It was ', suffix: ' very cold.', start: 7, end: 11 },
    };
    expect(revise(twice, [repeat, filler])).toEqual({ text: 'It was very cold.', unapplied: ['z'] });
  });

  it('repairs capitals, commas and spacing around a removed word', () => {
    const text = 'Basically, the plan failed. The plan, basically, failed. It failed, basically.';
    expect(revise(text, tasksFrom(lint(text))).text).toBe('The plan failed. The plan failed. It failed.');
    const zh = '其实，他来了。他非常累。';
    expect(revise(zh, tasksFrom(lint(zh)), [], 'zh').text).toBe('他来了。他累。');
  });

  it('splits run-on sentences at a semicolon or conjunction near the middle', () => {
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    const splits = (text: string) => tasksFrom(lint(text)).filter((t) => t.type === 'long-sentence');
    const semicolon = `The rain ${words(20)}; the wind ${words(20)}.`;
    expect(revise(semicolon, splits(semicolon)).text).toBe(`The rain ${words(20)}. The wind ${words(20)}.`);
    const but = `The rain ${words(20)}, but the wind ${words(20)}.`;
    expect(revise(but, splits(but)).text).toBe(`The rain ${words(20)}. But the wind ${words(20)}.`);
    const noBreak = `The rain ${words(45)}.`;
    const [unsplittable] = splits(noBreak);
    expect(revise(noBreak, [unsplittable]).unapplied).toEqual([unsplittable.suggestionId]);
  });
});
