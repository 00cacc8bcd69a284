import type { TemplateDefinition, TemplateKind } from '../templates/types';
import type { StageStates } from './types';

type StateNames = Omit<StageStates, 'stageKey' | 'index'>;

// Seed 003 names the script stages' states itself; the other templates use `${key}:generating` / `${key}:review`.
// Its table has no plan_review → planning or design_review → designing, so those stages cannot regenerate from review.
const NAMED_STATES: Partial<Record<TemplateKind, Record<string, StateNames>>> = {
  script: {
    plan: { generating: 'planning', review: 'plan_review', regenerate: false },
    outline: { generating: 'designing', review: 'design_review', regenerate: false },
    chapters: { generating: 'executing', review: 'chapter_review', regenerate: true },
  },
};

/**
 * The stages that go through generating → review, in order. Assembly stages have no states:
 * they call no model and need no approval, so the last approval completes the project.
 */
export function stageStatesOf(template: Pick<TemplateDefinition, 'kind' | 'stages'>): StageStates[] {
  const named = NAMED_STATES[template.kind];
  return template.stages
    .filter((stage) => stage.kind !== 'assembly')
    .map((stage, index) => {
      const names = named?.[stage.key] ?? {
        generating: `${stage.key}:generating`,
        review: `${stage.key}:review`,
        regenerate: true,
      };
      return { stageKey: stage.key, index, ...names };
    });
}
