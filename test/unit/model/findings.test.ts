import { describe, expect, it } from 'vitest';
import { summarise, toSuggestion, type Finding } from '../../../lib/engine/model/assess/findings';
import type { SectionText } from '../../../lib/engine/types';

const section: SectionText = {
  id: 's1',
  title: 'T',
  goal: 'G',
  targetLength: 100,
  text: 'The lamp went out. Mei climbed the   stairs. The lamp went out.',
};
const finding = (over: Partial<Finding>): Finding => ({
  role: 'red',
  type: 'clarity',
  priority: 'high',
  sectionId: 's1',
  quote: '',
  issue: 'Issue one. More.',
  expected: 'E',
  ...over,
});

describe('toSuggestion', () => {
  it('anchors a quote found in its section', () => {
    const s = toSuggestion(finding({ quote: 'Mei climbed' }), [section]);
    expect(s.anchor).toMatchObject({ quote: 'Mei climbed', start: 19, end: 30 });
  });

  it('strips quotation marks the model wrapped around the quote', () => {
    expect(toSuggestion(finding({ quote: '“Mei climbed”' }), [section]).anchor?.quote).toBe('Mei climbed');
  });

  it('leaves the anchor null when the words are not in the text', () => {
    const s = toSuggestion(finding({ quote: 'Mei ran down' }), [section]);
    expect(s.anchor).toBeNull();
    expect(s.sectionId).toBe('s1');
  });

  it('never anchors in another section than the one named', () => {
    const other = { ...section, id: 's2', text: 'Nothing here.' };
    expect(toSuggestion(finding({ sectionId: 's2', quote: 'Mei climbed' }), [section, other]).anchor).toBeNull();
  });

  it('puts the issue first in the detail and the first sentence in the summary', () => {
    const s = toSuggestion(finding({ notes: ['Impact: x'] }), [section]);
    expect(s.summary).toBe('Issue one.');
    expect(s.detail).toBe('Issue one. More.\nImpact: x');
  });
});

describe('summarise', () => {
  it('cuts long first sentences', () => {
    expect(summarise('x'.repeat(300)).length).toBe(140);
    expect(summarise('第一句。第二句。')).toBe('第一句。');
  });
});
