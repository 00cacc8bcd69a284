import { briefAudience } from '../../../workflow/audience';
import type { AssessInput } from '../../types';

/** What each stage's assessment looks at first, by stage key. */
const STAGE_FOCUS: Record<string, string> = {
  brief: 'completeness: everything the later stages need is stated, nothing essential is left open',
  outline: 'structure and logic: the order holds, each part follows from the last, nothing contradicts the brief',
  samples: 'style and voice: the sample reads as the finished work should, in a voice the brief asks for',
  final: 'consistency and audience: names, facts and tone agree across sections and suit the stated reader',
};

/** The lines that tell reviewers where this stage's assessment puts its weight and whom the text is for. */
export function reviewFocus(input: Pick<AssessInput, 'stageKey' | 'upstream' | 'artifact'>): string[] {
  const focus = STAGE_FOCUS[input.stageKey];
  const audience = briefAudience(input.upstream, input.artifact);
  return [
    ...(focus ? [`Focus of this stage's assessment: ${focus}.`] : []),
    ...(audience
      ? [
          `The text is for this audience: ${audience}. Raise anything unsuited to these readers (words, themes, difficulty) as type "safety".`,
        ]
      : []),
  ];
}
