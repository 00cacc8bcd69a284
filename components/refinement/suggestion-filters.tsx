'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFilterChoice } from '@/components/refinement/refinement-context';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { PriorityCheckboxes } from './priority-checkboxes';

/** Show only some reviewers' findings, or only some priorities; the highlights follow. */
export function SuggestionFilters({ roles }: { roles: string[] }) {
  const t = useTranslations('loops.suggestions');
  const label = useLoopLabels();
  const { filters, setFilters } = useFilterChoice();
  const roleId = useId();
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
        <PriorityCheckboxes
          chosen={filters.priorities}
          onChange={(priorities) => setFilters({ ...filters, priorities })}
          className="flex items-center gap-1"
        />
      </fieldset>
    </div>
  );
}
