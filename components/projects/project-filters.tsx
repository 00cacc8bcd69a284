import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { STATE_GROUPS } from '@/lib/workflow/lifecycle/state-groups';
import { TEMPLATE_KINDS } from '@/lib/workflow/templates';
import type { ProjectFilter } from '@/lib/data/projects/projects';
import { projectListHref, type ListQuery } from './project-list-query';

const MODES = ['staged', 'oneshot'] as const;

/** One row of links per filter (template, state, mode); each keeps the other filters and starts at page 1. */
export async function ProjectFilters({ filter }: { filter: ProjectFilter }) {
  const t = await getTranslations('projects');
  const templates = await getTranslations('templates');
  const rows: { key: keyof ListQuery; label: string; values: readonly string[]; name: (v: string) => string }[] = [
    { key: 'template', label: t('template'), values: TEMPLATE_KINDS, name: (v) => templates(v) },
    { key: 'state', label: t('state'), values: STATE_GROUPS, name: (v) => t(`stateGroups.${v}`) },
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
              href={projectListHref(filter, { [row.key]: value, page: undefined })}
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
