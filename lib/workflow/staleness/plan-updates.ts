import type { SectionPlan } from '../templates/types';

type PlanFields = Pick<SectionPlan, 'title' | 'goal' | 'targetLength'>;

/**
 * What a changed outline entry changes in its section: the title, goal and length the new entry gives,
 * each only where the section still holds what the old entry gave (a title the writer renamed stays
 * theirs). Regenerating a stale section then writes from the outline as it now stands.
 */
export function planUpdates(
  before: readonly SectionPlan[],
  after: readonly SectionPlan[],
  sections: readonly (PlanFields & { id: string; key: string | null })[],
): { id: string; data: Partial<PlanFields> }[] {
  const oldByKey = new Map(before.map((p) => [p.key, p]));
  const newByKey = new Map(after.map((p) => [p.key, p]));
  return sections.flatMap((section) => {
    const old = section.key ? oldByKey.get(section.key) : undefined;
    const now = section.key ? newByKey.get(section.key) : undefined;
    if (!old || !now) return [];
    const data: Partial<PlanFields> = {};
    if (section.title === old.title && now.title !== old.title) data.title = now.title;
    if (section.goal === old.goal && now.goal !== old.goal) data.goal = now.goal;
    if (section.targetLength === old.targetLength && now.targetLength !== old.targetLength)
      data.targetLength = now.targetLength;
    return Object.keys(data).length ? [{ id: section.id, data }] : [];
  });
}
