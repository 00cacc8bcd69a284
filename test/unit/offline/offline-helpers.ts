import { assessOffline } from '../../../lib/engine/offline/assess';
import type { AssessInput, RevisionTask, SectionText, SuggestionDraft } from '../../../lib/engine/types';
import { CANONICAL_NAMES } from '../../fixtures/prose';

export function section(text: string, overrides: Partial<SectionText> = {}): SectionText {
  return { id: 'sec-1', title: 'Test section', goal: '', targetLength: 0, text, ...overrides };
}

export function assessInput(sections: SectionText[], overrides: Partial<AssessInput> = {}): AssessInput {
  return {
    template: 'story',
    stageKey: 'final',
    language: 'en',
    roles: ['lint'],
    sections,
    upstream: {},
    canonicalNames: CANONICAL_NAMES,
    previous: { accepted: [], rejected: [] },
    ...overrides,
  };
}

/** The lint suggestions for one text, as the assessor returns them. */
export function lint(text: string, language: 'en' | 'zh' = 'en'): SuggestionDraft[] {
  return assessOffline(assessInput([section(text)], { language })).suggestions;
}

/** Accepts suggestions as revision tasks, with ids that say what each one was. */
export function tasksFrom(suggestions: SuggestionDraft[]): RevisionTask[] {
  return suggestions.map((s, i) => ({
    suggestionId: `${i}:${s.type}:${s.anchor?.quote ?? ''}`,
    instruction: s.summary,
    expected: s.expected,
    priority: s.priority,
    anchor: s.anchor,
    type: s.type,
  }));
}
