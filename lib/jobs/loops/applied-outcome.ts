import { splitApplied } from '../../workflow/loop/applied';
import type { RevisionTask } from '../../workflow/loop/revision-tasks';
import type { RevisedRound } from './revise-round';

/**
 * Which accepted suggestions a revision applied: one is applied if the text at its anchor changed in
 * a unit it was sent to (a suggestion without an anchor: if such a unit changed at all). The rest
 * were not applied and need the author.
 */
export function appliedOutcome(
  acceptedIds: readonly string[],
  tasks: ReadonlyMap<string, readonly RevisionTask[]>,
  revised: Pick<RevisedRound, 'texts' | 'unapplied'>,
): { applied: string[]; notApplied: string[] } {
  const checks = [...tasks].flatMap(([unitId, unitTasks]) =>
    unitTasks.map((task) => {
      const text = revised.texts.get(unitId);
      return {
        id: task.suggestionId,
        before: text?.before ?? null,
        after: text?.after ?? null,
        anchor: task.anchor,
        reportedUnapplied: revised.unapplied.has(task.suggestionId),
      };
    }),
  );
  const appliedSomewhere = new Set(splitApplied(checks).applied);
  return {
    applied: acceptedIds.filter((id) => appliedSomewhere.has(id)),
    notApplied: acceptedIds.filter((id) => !appliedSomewhere.has(id)),
  };
}
