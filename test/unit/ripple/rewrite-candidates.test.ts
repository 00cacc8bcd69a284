import { describe, expect, it } from 'vitest';
import { artifactChanges } from '../../../lib/workflow/ripple/artifact-changes';
import { artifactRewriteRules } from '../../../lib/workflow/ripple/artifact-rewrites';
import { bookRipple } from '../../../lib/workflow/ripple/book-ripple';
import { bookRewrites } from '../../../lib/workflow/ripple/book-rewrites';
import { entryChangeMatches } from '../../../lib/workflow/ripple/entry-change';
import { removedWords, rewriteCandidates } from '../../../lib/workflow/ripple/rewrite-candidates';
import { valueChanges } from '../../../lib/workflow/ripple/value-changes';

const quotes = (found: { quote: string }[]) => found.map((f) => f.quote);

describe('the passages a ripple cannot change word for word', () => {
  it('reads what a rewritten description no longer says, less what the mechanical ripple follows', () => {
    const before = 'The keeper’s daughter. Green eyes. She mends nets for the fishermen and hates the sea.';
    const after = 'The keeper’s daughter. Grey eyes. She tends the lighthouse lamp and loves the sea.';
    // Only the qualified value is swapped word for word; the runs rewritten around it are passages to rewrite.
    const values = valueChanges(before, after);
    expect(values.map((v) => v.from)).toEqual(['Green eyes']);
    expect(removedWords(before, after, { renames: [], values }).sort()).toEqual(['fishermen', 'hat', 'mend', 'net']);
    const zh = valueChanges('渔夫的女儿，一双绿眼睛。', '灯塔看守的女儿，一双灰眼睛。');
    expect(
      removedWords('渔夫的女儿，一双绿眼睛。', '灯塔看守的女儿，一双灰眼睛。', { renames: [], values: zh }),
    ).toEqual(['渔夫']);
    // A short value swap, a number or a rename leaves nothing to rewrite.
    const swap = { renames: [{ from: 'Mara', to: 'Elena' }], values: [{ from: 'Green eyes', to: 'Grey eyes' }] };
    expect(removedWords('Mara. Green eyes.', 'Elena. Grey eyes.', swap)).toEqual([]);
    expect(removedWords('Born 1892.', 'Born 1893.', { renames: [], values: [{ from: '1892', to: '1893' }] })).toEqual(
      [],
    );
  });

  it('proposes a sentence naming the entry that states a removed word, in any of its forms', () => {
    const rule = { spellings: ['Mara'], removed: ['mend', 'net'], values: [] };
    const text = 'Mara mended the nets at dawn. Mara laughed. Owen mended nets too.';
    expect(quotes(rewriteCandidates(text, [rule], { guards: ['Owen'], taken: [] }))).toEqual([
      'Mara mended the nets at dawn.',
    ]);
    const zh = { spellings: ['玛拉'], removed: ['渔夫'], values: [] };
    expect(quotes(rewriteCandidates('玛拉是渔夫的女儿。玛拉笑了。', [zh], { guards: [], taken: [] }))).toEqual([
      '玛拉是渔夫的女儿。',
    ]);
  });

  it('proposes a changed value stated without the name in a paragraph naming it, not someone else’s', () => {
    const rule = { spellings: ['Mara'], removed: [], values: [{ from: 'Green eyes', to: 'Grey eyes' }] };
    const text =
      'Mara turned. Her eyes were green. Owen’s eyes were green too.\nThe sea was green. His eyes were green.';
    expect(quotes(rewriteCandidates(text, [rule], { guards: ['Owen'], taken: [] }))).toEqual(['Her eyes were green.']);
    const zh = { spellings: ['玛拉'], removed: [], values: [{ from: '绿眼睛', to: '灰眼睛' }] };
    expect(quotes(rewriteCandidates('玛拉转过身。她的眼睛是绿色的。', [zh], { guards: [], taken: [] }))).toEqual([
      '她的眼睛是绿色的。',
    ]);
  });

  it('never proposes what the mechanical ripple proposes, and counts locked sections apart', () => {
    const before = 'Green eyes. She mends nets.';
    const after = 'Grey eyes. She keeps the lamp.';
    const values = valueChanges(before, after);
    const change = { renames: [], values, spellings: ['Mara'], guards: [] };
    const rule = { spellings: ['Mara'], removed: removedWords(before, after, { renames: [], values }), values };
    const sections = [
      {
        id: 'a',
        title: 'One',
        text: 'Mara’s green eyes shone as Mara mended nets.\nMara turned. Her eyes were green.',
      },
      { id: 'b', title: 'Two', text: 'Mara mended nets all day.', locked: true },
    ];
    const ripple = bookRipple(sections, (text) => entryChangeMatches(text, change));
    expect(ripple.sections[0].passages.map((p) => p.quote)).toEqual(['Mara’s green eyes shone as Mara mended nets.']);
    const rewrites = bookRewrites(sections, ripple, (text, taken) =>
      rewriteCandidates(text, [rule], { guards: [], taken }),
    );
    expect(rewrites.sections.map((s) => quotes(s.passages))).toEqual([['Her eyes were green.']]);
    expect(rewrites).toMatchObject({ count: 1, locked: 1, lockedSections: 1 });
  });

  it('reads a rewritten plan field as a rule about the names it mentions, a renamed name as a rename only', () => {
    const before = { premise: 'Mara mends nets in Harrow.', characters: [{ name: 'Mara' }] };
    const after = { premise: 'Mara keeps the lighthouse lamp in Harrow.', characters: [{ name: 'Mara' }] };
    const changes = artifactChanges(before, after, ['Mara']);
    expect(changes.renames).toEqual([]);
    const rules = artifactRewriteRules(before, after, ['Mara'], changes);
    expect(rules).toEqual([{ spellings: ['Mara', 'Harrow'], removed: ['mend', 'net'], values: [] }]);
    expect(
      quotes(rewriteCandidates('In Harrow the boats came in. Mara mended a net.', rules, { guards: [], taken: [] })),
    ).toEqual(['Mara mended a net.']);
  });
});
