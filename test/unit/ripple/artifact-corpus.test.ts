import { describe, expect, it } from 'vitest';
import corpus from '../../fixtures/ripple-corpus/artifact-fields.json';
import { artifactChangeMatches, artifactChanges } from '../../../lib/workflow/ripple/artifact-changes';
import { type Place, meetsPlace, unmarkPlaces } from '../../support/marked-places';

/** Per language: places to change, proposed, right, and what was wrong or missed. */
function measure(language: 'en' | 'zh') {
  const t = { expected: 0, proposed: 0, right: 0, wrong: [] as string[], missed: [] as string[] };
  for (const c of corpus.cases.filter((c) => c.language === language)) {
    const { text, expected } = unmarkPlaces(c.text);
    const changes = artifactChanges(c.before, c.after, c.known);
    const guards = c.known.filter((k) => !changes.renames.some((r) => r.from === k));
    const found = artifactChangeMatches(text, changes, guards);
    const same = (f: Place, e: Place) => meetsPlace(text, f, e);
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
