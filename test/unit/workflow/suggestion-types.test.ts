import { describe, expect, it } from 'vitest';
import { FINDING_TYPES } from '../../../lib/engine/offline/checks/types';
import { SUGGESTION_TYPES, suggestionTypeOf } from '../../../lib/workflow/suggestion-types';

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
});
