import { STATE_GROUPS, type StateGroup } from '@/lib/workflow/lifecycle/state-groups';
import { TEMPLATE_KINDS, type TemplateKind } from '@/lib/workflow/templates';
import type { ProjectFilter } from '@/lib/data/projects/projects';

export type ListQuery = Pick<ProjectFilter, 'template' | 'state' | 'mode' | 'page'>;

const pick = <T extends string>(values: readonly T[], raw: string | undefined): T | undefined =>
  values.includes(raw as T) ? (raw as T) : undefined;

/** The list's filters from the address; an unknown value is no filter, a bad page is page 1. */
export function parseListQuery(params: Record<string, string | undefined>): ListQuery {
  const page = Number(params.page);
  return {
    template: pick<TemplateKind>(TEMPLATE_KINDS, params.template),
    state: pick<StateGroup>(STATE_GROUPS, params.state),
    mode: pick(['staged', 'oneshot'] as const, params.mode),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The list's address with `change` applied to the current filters. */
export function projectListHref(current: ListQuery, change: Partial<ListQuery>): string {
  const next = { ...current, ...change };
  const query = new URLSearchParams();
  for (const key of ['template', 'state', 'mode', 'page'] as const) {
    const value = next[key];
    if (value !== undefined && !(key === 'page' && value === 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/projects?${text}` : '/projects';
}
