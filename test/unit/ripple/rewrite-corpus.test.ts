import { describe, expect, it } from 'vitest';
import corpus from '../../fixtures/ripple-corpus/rewrites.json';
import type { BibleEntryText } from '../../../lib/workflow/bible/entry';
import { artifactChangeMatches, artifactChanges } from '../../../lib/workflow/ripple/artifact-changes';
import { artifactRewriteRules } from '../../../lib/workflow/ripple/artifact-rewrites';
import { entryChangeMatches } from '../../../lib/workflow/ripple/entry-change';
import { ripplePassages } from '../../../lib/workflow/ripple/passages';
import { entrySpellings } from '../../../lib/workflow/ripple/rename-pairs';
import type { RenameMatch } from '../../../lib/workflow/ripple/rename-matches';
import { removedWords, rewriteCandidates, type RewriteRule } from '../../../lib/workflow/ripple/rewrite-candidates';
import { valueChanges } from '../../../lib/workflow/ripple/value-changes';

type Case = (typeof corpus.cases)[number];
type Entry = Omit<BibleEntryText, 'description'>;

/** The text without its marks, and the sentences the marks say need rewriting (`[[…]]`). */
function unmark(marked: string) {
  return { text: marked.replace(/\[\[|\]\]/g, ''), expected: [...marked.matchAll(/\[\[(.+?)\]\]/g)].map((m) => m[1]) };
}

/** What the data layer computes for one case: the mechanical matches, the rewrite rules and the guards. */
function rulesOf(c: Case, text: string): { mechanical: RenameMatch[]; rules: RewriteRule[]; guards: string[] } {
  if (c.kind === 'plan') {
    const known = c.known ?? [];
    const changes = artifactChanges(c.before, c.after, known);
    const guards = known.filter((k) => !changes.renames.some((r) => r.from === k));
    return {
      mechanical: artifactChangeMatches(text, changes, guards),
      rules: artifactRewriteRules(c.before, c.after, known, changes),
      guards,
    };
  }
  const entry = { ...(c.entry as Entry), description: '' };
  const guards = (c.others ?? []).flatMap((o) => entrySpellings({ ...(o as Entry), description: '' }));
  const before = c.before as string;
  const after = c.after as string;
  const values = valueChanges(before, after);
  const spellings = entrySpellings(entry);
  return {
    mechanical: entryChangeMatches(text, { renames: [], values, spellings, guards }),
    rules: [{ spellings, removed: removedWords(before, after, { renames: [], values }), values }],
    guards,
  };
}

/** Per language: sentences that need rewriting, proposed, right, and what was wrong or missed. */
function measure(language: 'en' | 'zh', round: number) {
  const t = { expected: 0, proposed: 0, right: 0, wrong: [] as string[], missed: [] as string[] };
  for (const c of corpus.cases.filter((x) => x.language === language && x.round === round)) {
    const { text, expected } = unmark(c.text);
    const { mechanical, rules, guards } = rulesOf(c, text);
    const taken = ripplePassages(text, mechanical);
    const found = rewriteCandidates(text, rules, { guards, taken }).map((f) => f.quote);
    t.expected += expected.length;
    t.proposed += found.length;
    t.right += found.filter((f) => expected.includes(f)).length;
    t.wrong.push(...found.filter((f) => !expected.includes(f)));
    t.missed.push(...expected.filter((e) => !found.includes(e)));
  }
  return t;
}

// As measured (docs/ripples.md): round 1 after its two fixes and the value rule's (clauses, and a value
// qualifies a content word), round 2 as it came out. The wrong ones are
// the limits the docs name (someone else's eyes in her paragraph, a removed word in another sense).
const MEASURED = {
  en: {
    1: {
      expected: 15,
      proposed: 14,
      right: 12,
      wrong: ["The dog's eyes were brown too.", 'The innkeeper played cards with Nell.'],
    },
    2: { expected: 12, proposed: 8, right: 7, wrong: ['Kell had one school.'] },
  },
  zh: {
    1: { expected: 15, proposed: 9, right: 8, wrong: ['狗的眼睛也是黑的。'] },
    2: { expected: 12, proposed: 5, right: 5, wrong: [] },
  },
} as const;

describe('the rewrite corpus', () => {
  it.each([
    ['en', 1],
    ['en', 2],
    ['zh', 1],
    ['zh', 2],
  ] as const)('%s, round %i: proposes and misses as measured', (language, round) => {
    const t = measure(language, round);
    const m = MEASURED[language][round];
    expect({ expected: t.expected, proposed: t.proposed, right: t.right }).toEqual({
      expected: m.expected,
      proposed: m.proposed,
      right: m.right,
    });
    expect(t.wrong).toEqual(m.wrong);
    expect(t.missed).toHaveLength(m.expected - m.right);
  });
});
