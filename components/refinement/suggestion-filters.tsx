'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ALL_PRIORITIES, useFilterChoice } from '@/components/refinement/refinement-context';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';

/** Show only some reviewers' findings, or only some priorities; the highlights follow. */
export function SuggestionFilters({ roles }: { roles: string[] }) {
  const t = useTranslations('loops.suggestions');
  const label = useLoopLabels();
  const { filters, setFilters } = useFilterChoice();
  const roleId = useId();
  const togglePriority = (p: (typeof ALL_PRIORITIES)[number]) => {
    const next = new Set(filters.priorities);
    if (next.has(p)) next.delete(p);
    else next.add(p);
    setFilters({ ...filters, priorities: next });
  };
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm" data-testid="suggestion-filters">
      <div className="flex flex-col gap-1">
        <label htmlFor={roleId} className="text-xs font-medium text-stone-700">
          {t('filterRole')}
        </label>
        <select
          id={roleId}
          value={filters.role}
          onChange={(e) => setFilters({ ...filters, role: e.target.value })}
          className="rounded-md border border-stone-300 bg-white px-2 py-1 text-sm"
        >
          <option value="all">{t('allRoles')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {label.role(role)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-xs font-medium text-stone-700">{t('filterPriority')}</legend>
        {ALL_PRIORITIES.map((p) => (
          <label key={p} className="flex items-center gap-1">
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-700"
              checked={filters.priorities.has(p)}
              onChange={() => togglePriority(p)}
            />
            {label.priority(p)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
