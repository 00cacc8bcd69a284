import { TEMPLATES } from '../templates';
import type { TemplateKind } from '../templates/types';
import { transitionsFor } from './build-table';
import type { StateGroup } from './state-groups';
import { COMPLETED, DRAFT, FAILED, ONESHOT_GENERATING } from './types';

/** One state a template's projects can be in, with its group and the stage it belongs to. */
export interface ExactState {
  name: string;
  group: StateGroup;
  /** The stage generating or in review; null for draft, completed, failed and one-shot generating. */
  stageKey: string | null;
}

/**
 * Every state a project of the template can be in, in lifecycle order (staged mode's stages, then
 * one-shot's single generating state): seed 003's session list filters by the state itself.
 */
export function exactStatesOf(template: TemplateKind): ExactState[] {
  const { stages } = transitionsFor(TEMPLATES[template], 'staged');
  return [
    { name: DRAFT, group: 'draft', stageKey: null },
    ...stages.flatMap((s): ExactState[] => [
      { name: s.generating, group: 'generating', stageKey: s.stageKey },
      { name: s.review, group: 'review', stageKey: s.stageKey },
    ]),
    { name: ONESHOT_GENERATING, group: 'generating', stageKey: null },
    { name: COMPLETED, group: 'completed', stageKey: null },
    { name: FAILED, group: 'failed', stageKey: null },
  ];
}
