import { describe, expect, it } from 'vitest';
import { FINDING_TYPES } from '../../../lib/engine/offline/checks/types';
import { SUGGESTION_TYPES, suggestionTypeOf } from '../../../lib/workflow/suggestion-types';
import en from '../../../lib/i18n/messages/en/loops.json';
import zh from '../../../lib/i18n/messages/zh/loops.json';

describe('suggestion types', () => {
  it('keeps a model finding type as it is', () => {
    for (const type of SUGGESTION_TYPES) expect(suggestionTypeOf(type)).toBe(type);
  });

  it('maps the offline checks onto the suggestion types', () => {
    expect(suggestionTypeOf('placeholder')).toBe('completeness');
    expect(suggestionTypeOf('name-drift')).toBe('consistency');
    expect(suggestionTypeOf('repeated-word')).toBe('style');
    expect(FINDING_TYPES.filter((kind) => suggestionTypeOf(kind) === 'other')).toEqual([]);
  });

  it('shows a type no table knows as other', () => {
    expect(suggestionTypeOf('clarity')).toBe('other');
  });

  it('names every ripple type on screen in both languages, as a consistency finding', () => {
    for (const type of ['ripple-rename', 'ripple-value', 'ripple-rewrite']) {
      expect(suggestionTypeOf(type)).toBe('consistency');
      const key = type.replace(/-/g, '_');
      for (const messages of [en, zh]) expect(Object.keys(messages.loops.labels.type)).toContain(key);
    }
  });
});
