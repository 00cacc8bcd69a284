// The kinds of problem a suggestion names (the refinement-loop design's suggestion types). Model
// reviewers choose one of these; the offline engine's finer finding kinds map onto them for display.

export const SUGGESTION_TYPES = ['consistency', 'completeness', 'style', 'safety', 'logic', 'other'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** The offline text checks' finding kinds, by the suggestion type each belongs to. */
const OFFLINE_KIND_TYPES: Record<string, SuggestionType> = {
  'missing-field': 'completeness',
  placeholder: 'completeness',
  'author-task': 'completeness',
  'goal-coverage': 'completeness',
  length: 'completeness',
  'name-drift': 'consistency',
  'unknown-citation': 'consistency',
  'repeated-word': 'style',
  'long-sentence': 'style',
  'repeated-phrase': 'style',
  filler: 'style',
  hedging: 'style',
  'passive-voice': 'style',
  adverb: 'style',
  audience: 'safety',
  contradiction: 'consistency',
  timeline: 'consistency',
  status: 'consistency',
  knowledge: 'consistency',
  fidelity: 'consistency',
  setup: 'logic',
  'ripple-rename': 'consistency',
  'stock-phrase': 'style',
  'tense-shift': 'consistency',
  'pov-shift': 'consistency',
  'style-drift': 'style',
  'ripple-value': 'consistency',
  'ripple-rewrite': 'consistency',
};

const isSuggestionType = (value: string): value is SuggestionType =>
  (SUGGESTION_TYPES as readonly string[]).includes(value);

/** The suggestion type a stored finding type shows as; a kind no table knows is "other". */
export function suggestionTypeOf(type: string): SuggestionType {
  if (isSuggestionType(type)) return type;
  return OFFLINE_KIND_TYPES[type] ?? 'other';
}
