import { describe, expect, it } from 'vitest';
import corpus from '../../fixtures/ripple-corpus/artifact-fields.json';
import { artifactChangeMatches, artifactChanges } from '../../../lib/workflow/ripple/artifact-changes';

/** The text without its marks, and the words the marks say must change (`{{old=>new}}`). */
function unmark(marked: string) {
  const expected: { start: number; end: number; replacement: string }[] = [];
  let text = '';
  let at = 0;
  for (const m of marked.matchAll(/\{\{(.+?)=>(.+?)\}\}/g)) {
    text += marked.slice(at, m.index);
    expected.push({ start: text.length, end: text.length + m[1].length, replacement: m[2] });
    text += m[1];
    at = m.index + m[0].length;
  }
  return { text: text + marked.slice(at), expected };
}

type Match = { start: number; end: number; replacement: string };

/** Per language: places to change, proposed, right, and what was wrong or missed. */
function measure(language: 'en' | 'zh') {
  const t = { expected: 0, proposed: 0, right: 0, wrong: [] as string[], missed: [] as string[] };
  for (const c of corpus.cases.filter((c) => c.language === language)) {
    const { text, expected } = unmark(c.text);
    const changes = artifactChanges(c.before, c.after, c.known);
    const guards = c.known.filter((k) => !changes.renames.some((r) => r.from === k));
    const found = artifactChangeMatches(text, changes, guards);
    // Right: inside a marked place, and that place then reads as marked (王明 → 李明 inside 小王明).
    const same = (f: Match, e: Match) =>
      e.start <= f.start &&
      f.end <= e.end &&
      text.slice(e.start, f.start) + f.replacement + text.slice(f.end, e.end) === e.replacement;
    t.expected += expected.length;
    t.proposed += found.length;
    t.right += found.filter((f) => expected.some((e) => same(f, e))).length;
    t.wrong.push(
      ...found.filter((f) => !expected.some((e) => same(f, e))).map((f) => `${c.name}: ${text.slice(f.start, f.end)}`),
    );
    t.missed.push(
      ...expected.filter((e) => !found.some((f) => same(f, e))).map((e) => `${c.name}: ${text.slice(e.start, e.end)}`),
    );
  }
  return t;
}

describe('the plan and outline field corpus', () => {
  it('finds names, counted numbers and years in the fields an edit changed, and nothing in a rewrite', () => {
    expect(artifactChanges({ setting: 'The town is quiet.' }, { setting: 'The town is loud.' })).toMatchObject({
      renames: [],
      values: [],
      subjectValues: [],
    });
    expect(artifactChanges({ logline: '王明十二岁。' }, { logline: '王明十四岁。' }, ['王明']).values).toEqual([
      { from: '十二岁', to: '十四岁' },
    ]);
  });

  it.each(['en', 'zh'] as const)('%s: names what it proposes wrongly and what it misses', (language) => {
    const t = measure(language);
    expect(t.missed).toEqual([]);
    // A year or a counted number changes wherever it stands: the same figure as an amount, or the same
    // count of something else, is proposed too (docs/ripples.md). The writer rejects them.
    expect(t.wrong.sort()).toEqual(
      language === 'en'
        ? ['a chapter count in an outline goal: Three ships', 'a year changed in the logline: 1998']
        : [],
    );
    expect(t.right).toBe(t.expected);
  });
});
