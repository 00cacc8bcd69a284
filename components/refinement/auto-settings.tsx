'use client';

import { useTranslations } from 'next-intl';
import { Field, inputClass } from '@/components/ui/field';
import type { Priority } from '@/lib/workflow/suggestions';
import { ErrorText } from '@/components/ui/error-text';
import { PriorityCheckboxes } from './priority-checkboxes';

export interface AutoSettingsValue {
  maxRounds: string;
  accept: ReadonlySet<Priority>;
  tokenBudget: string;
}

interface Props {
  value: AutoSettingsValue;
  errors: Record<string, string>;
  onChange: (value: AutoSettingsValue) => void;
}

/** Auto mode's limits: how many rounds, which priorities it accepts by itself, an optional token budget. */
export function AutoSettings({ value, errors, onChange }: Props) {
  const t = useTranslations('loops.start');
  return (
    <div
      className="grid gap-4 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:grid-cols-3"
      data-testid="auto-settings"
    >
      <Field label={t('maxRounds')} hint={t('maxRoundsHint')} error={errors.maxRounds}>
        {(p) => (
          <input
            {...p}
            type="number"
            min={1}
            max={10}
            value={value.maxRounds}
            onChange={(e) => onChange({ ...value, maxRounds: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.accept ? 'loop-accept-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('acceptPolicy')}</legend>
        <PriorityCheckboxes
          chosen={value.accept}
          onChange={(accept) => onChange({ ...value, accept })}
          className="flex items-center gap-1.5 text-sm"
        />
        <ErrorText id="loop-accept-error">{errors.accept}</ErrorText>
      </fieldset>
      <Field label={t('tokenBudget')} hint={t('tokenBudgetHint')} error={errors.tokenBudget}>
        {(p) => (
          <input
            {...p}
            type="number"
            min={1}
            inputMode="numeric"
            value={value.tokenBudget}
            onChange={(e) => onChange({ ...value, tokenBudget: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}
