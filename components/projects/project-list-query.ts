import { exactStatesOf } from '@/lib/workflow/lifecycle/exact-states';
import { STATE_GROUPS, type StateGroup } from '@/lib/workflow/lifecycle/state-groups';
import { TEMPLATE_KINDS, type TemplateKind } from '@/lib/workflow/templates';
import type { ProjectFilter } from '@/lib/data/projects/projects';

export type ListQuery = Pick<ProjectFilter, 'template' | 'state' | 'exactState' | 'mode' | 'page'>;

const pick = <T extends string>(values: readonly T[], raw: string | undefined): T | undefined =>
  values.includes(raw as T) ? (raw as T) : undefined;

/**
 * The list's filters from the address; an unknown value is no filter, a bad page is page 1. An exact
 * state ("at") counts only beside the template whose state it is.
 */
export function parseListQuery(params: Record<string, string | undefined>): ListQuery {
  const page = Number(params.page);
  const template = pick<TemplateKind>(TEMPLATE_KINDS, params.template);
  const names = template ? exactStatesOf(template).map((s) => s.name) : [];
  return {
    template,
    state: pick<StateGroup>(STATE_GROUPS, params.state),
    exactState: pick(names, params.at),
    mode: pick(['staged', 'oneshot'] as const, params.mode),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The list's address with `change` applied to the current filters. */
export function projectListHref(current: ListQuery, change: Partial<ListQuery>): string {
  const next = { ...current, ...change };
  const query = new URLSearchParams();
  const params = { template: next.template, state: next.state, at: next.exactState, mode: next.mode, page: next.page };
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && !(key === 'page' && value === 1)) query.set(key, String(value));
  const text = query.toString();
  return text ? `/projects?${text}` : '/projects';
}
