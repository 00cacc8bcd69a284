import { describe, expect, it } from 'vitest';
import { extractFactsOffline } from '../../../lib/engine/offline/continuity/extract';
import type { Fact } from '../../../lib/workflow/continuity/facts';
import { continuityChapter } from '../../bench/continuity-book';

// A ripple asks only for the kinds of fact its changes are: the facts it gets must be exactly those
// the full extraction finds of the families holding them, or a restated value would be missed.
const PEOPLE = new Set<Fact['kind']>(['attribute', 'status', 'mention']);
const TEXTS = {
  en: continuityChapter(3),
  zh: '三月六日星期四，十二岁的玛拉跑到码头。玛拉有一双绿眼睛。三天后，欧文的姐姐阿娜回来了。玛拉死了。',
};

describe('extracting only some kinds of fact', () => {
  it.each(['en', 'zh'] as const)('%s: finds what the full extraction finds of those families', (language) => {
    const context = { language, template: 'story' as const, known: ['Mara', 'Owen', 'Ana', '玛拉', '欧文', '阿娜'] };
    const all = extractFactsOffline(TEXTS[language], context);
    const people = extractFactsOffline(TEXTS[language], context, new Set(['attribute']));
    const times = extractFactsOffline(TEXTS[language], context, new Set(['time']));
    expect(people.length).toBeGreaterThan(0);
    expect(times.length).toBeGreaterThan(0);
    expect(people).toEqual(all.filter((f) => PEOPLE.has(f.kind)));
    expect(times).toEqual(all.filter((f) => f.kind === 'time'));
  });
});
