import { describe, expect, it } from 'vitest';
import { assessOffline } from '../../../lib/engine/offline/assess';
import type { AssessInput } from '../../../lib/engine/types';
import { briefAudience, isYoungAudience } from '../../../lib/workflow/audience';

const input = (text: string, audience: string | null, template: AssessInput['template'] = 'story'): AssessInput => ({
  template,
  stageKey: 'final',
  language: 'en',
  roles: ['lint'],
  sections: [{ id: 's1', title: 'One', goal: '', targetLength: 0, text }],
  upstream: audience ? { brief: { audience } } : {},
  canonicalNames: [],
  previous: { accepted: [], rejected: [] },
});

const audienceFindings = (i: AssessInput) => assessOffline(i).suggestions.filter((s) => s.type === 'audience');

describe('the audience check', () => {
  it('reads young readers from the brief, by name or by age', () => {
    expect(isYoungAudience('children 8–10')).toBe(true);
    expect(isYoungAudience('6-9岁儿童')).toBe(true);
    expect(isYoungAudience('ages 7 to 11')).toBe(true);
    expect(isYoungAudience('adult readers of crime fiction')).toBe(false);
    expect(isYoungAudience('readers 16 and up')).toBe(false);
    expect(isYoungAudience(null)).toBe(false);
    expect(briefAudience({ brief: { audience: ' kids ' } })).toBe('kids');
    expect(briefAudience({}, { audience: '少儿' })).toBe('少儿');
  });

  it('flags unsuitable English words once each, anchored, for young readers only', () => {
    const text = 'The pirate said damn twice. Damn! Then the corpses floated by.';
    const found = audienceFindings(input(text, 'children 8–10'));
    expect(found.map((f) => f.anchor?.quote)).toEqual(['damn', 'corpses']);
    expect(found.every((f) => f.priority === 'high')).toBe(true);
    expect(audienceFindings(input(text, 'adults'))).toEqual([]);
    expect(audienceFindings(input(text, 'children 8–10', 'paper'))).toEqual([]);
  });

  it('does not match inside longer English words', () => {
    expect(audienceFindings(input('She said hello to the shell collector.', 'kids'))).toEqual([]);
  });

  it('flags unsuitable Chinese words in a Chinese story, in Chinese', () => {
    const found = audienceFindings(input('月光下，他们发现了一具尸体，现场十分血腥。', '6-9岁儿童'));
    expect(new Set(found.map((f) => f.anchor?.quote))).toEqual(new Set(['尸体', '血腥']));
    expect(found[0].summary).toMatch(/不适合低龄读者/);
  });
});
