'use client';

import { useTranslations } from 'next-intl';
import { useLoopLabels } from './use-loop-labels';
import { ErrorText } from '@/components/ui/error-text';
import { OFFLINE_ROLES } from '@/lib/workflow/templates/types';

interface Props {
  roles: readonly string[];
  chosen: ReadonlySet<string>;
  /** Roles other than the offline ones (lint, continuity) need the model engine. */
  modelAvailable: boolean;
  error?: string;
  onToggle: (role: string) => void;
}

/** The stage's reviewer panel as checkboxes: lint and continuity are always available, the others need a model. */
export function RolePicker({ roles, chosen, modelAvailable, error, onToggle }: Props) {
  const t = useTranslations('loops.start');
  const label = useLoopLabels();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? 'loop-roles-error' : 'loop-roles-hint'}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('reviewers')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {roles.map((role) => {
          const needsModel = !OFFLINE_ROLES.has(role) && !modelAvailable;
          return (
            <label key={role} className={`flex items-center gap-1.5 text-sm ${needsModel ? 'text-stone-400' : ''}`}>
              <input
                type="checkbox"
                className="h-4 w-4 accent-indigo-700"
                checked={chosen.has(role)}
                disabled={needsModel}
                onChange={() => onToggle(role)}
              />
              {label.role(role)}
            </label>
          );
        })}
      </div>
      <p id="loop-roles-hint" className="text-xs text-stone-500">
        {modelAvailable ? t('reviewersHint') : t('reviewersOffline')}
      </p>
      <ErrorText id="loop-roles-error">{error}</ErrorText>
    </fieldset>
  );
}
