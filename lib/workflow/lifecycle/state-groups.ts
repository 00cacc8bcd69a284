import { TEMPLATES } from '../templates';
import { TEMPLATE_KINDS, type TemplateKind } from '../templates/types';
import { transitionsFor } from './build-table';
import { COMPLETED, DRAFT, FAILED, LIFECYCLE_MODES, type LifecycleMode } from './types';

/**
 * Where a project stands, whatever its template calls the state (seed 003 names its own): not
 * started, a model writing, waiting for the author, finished, or failed. The project list filters by it.
 */
export const STATE_GROUPS = ['draft', 'generating', 'review', 'completed', 'failed'] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

/** Every state name of the group, for the given templates and modes (default: all of them). */
export function statesOfGroup(
  group: StateGroup,
  templates: readonly TemplateKind[] = TEMPLATE_KINDS,
  modes: readonly LifecycleMode[] = LIFECYCLE_MODES,
): string[] {
  if (group === 'draft') return [DRAFT];
  if (group === 'completed') return [COMPLETED];
  if (group === 'failed') return [FAILED];
  const names = templates.flatMap((kind) =>
    modes.flatMap((mode) => {
      const machine = transitionsFor(TEMPLATES[kind], mode);
      if (group === 'generating') return machine.modelCalling;
      return machine.stages.map((s) => s.review);
    }),
  );
  return [...new Set(names)];
}

/** The group a stored state belongs to. */
export function stateGroupOf(state: string, template: TemplateKind, mode: LifecycleMode): StateGroup {
  return STATE_GROUPS.find((g) => statesOfGroup(g, [template], [mode]).includes(state)) ?? 'draft';
}
