import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { exactStatesOf } from '@/lib/workflow/lifecycle/exact-states';
import { STATE_GROUPS } from '@/lib/workflow/lifecycle/state-groups';
import { TEMPLATE_KINDS } from '@/lib/workflow/templates';
import type { ProjectFilter } from '@/lib/data/projects/projects';
import { projectListHref, type ListQuery } from './project-list-query';

const MODES = ['staged', 'oneshot'] as const;

type Row = {
  key: keyof ListQuery;
  label: string;
  values: readonly string[];
  name: (v: string) => string;
  /** What choosing a value in this row also clears. */
  clears?: Partial<ListQuery>;
};

/**
 * One row of links per filter (template, state, mode; with a template, its exact states too); each
 * keeps the other filters and starts at page 1. A state and an exact state replace each other.
 */
export async function ProjectFilters({ filter }: { filter: ProjectFilter }) {
  const t = await getTranslations('projects');
  const templates = await getTranslations('templates');
  const stages = await getTranslations('stages');
  const group = (v: string) => t(`stateGroups.${v}`);
  const exact = filter.template ? exactStatesOf(filter.template) : [];
  const exactName = (name: string) => {
    const s = exact.find((e) => e.name === name)!;
    if (s.stageKey) return t('exactState', { stage: stages(s.stageKey), state: group(s.group) });
    return s.group === 'generating' ? t('exactOneShot', { state: group(s.group) }) : group(s.group);
  };
  const rows: Row[] = [
    {
      key: 'template',
      label: t('template'),
      values: TEMPLATE_KINDS,
      name: (v) => templates(v),
      clears: { exactState: undefined },
    },
    { key: 'state', label: t('state'), values: STATE_GROUPS, name: group, clears: { exactState: undefined } },
    ...(exact.length
      ? [
          {
            key: 'exactState' as const,
            label: t('exactStates'),
            values: exact.map((e) => e.name),
            name: exactName,
            clears: { state: undefined },
          },
        ]
      : []),
    { key: 'mode', label: t('mode'), values: MODES, name: (v) => t(`modes.${v}`) },
  ];
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="project-filters">
      {rows.map((row) => (
        <nav key={row.key} aria-label={row.label} className="flex flex-wrap items-center gap-2">
          <span className="w-20 text-stone-600">{row.label}</span>
          {[undefined, ...row.values].map((value) => (
            <Link
              key={value ?? 'all'}
              href={projectListHref(filter, { ...row.clears, [row.key]: value, page: undefined })}
              aria-current={filter[row.key] === value ? 'page' : undefined}
              className="rounded px-2 py-1 aria-[current=page]:bg-stone-200"
            >
              {value ? row.name(value) : t('filterAll')}
            </Link>
          ))}
        </nav>
      ))}
    </div>
  );
}
