'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { setBudget } from '@/lib/actions/costs';
import type { BudgetView } from '@/lib/data/costs/budget';
import type { BudgetUnit } from '@/lib/workflow/cost/budget';
import { Button } from '@/components/ui/button';
import { Field, inputClass, SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { failureText, useAction } from '@/components/ui/use-action';
import { useMoney } from './use-money';

/** The project's monthly budget: what is used and left of it this month, and the writer's limit. */
export function BudgetSettings({ projectId, view }: { projectId: string; view: BudgetView }) {
  const t = useTranslations('costs.budget');
  const money = useMoney();
  const [amount, setAmount] = useState(view.budget ? String(view.budget.amount) : '');
  const [unit, setUnit] = useState<BudgetUnit>(view.budget?.unit ?? 'usd');
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const save = (value: string | null) => {
    setSaved(false);
    action.run(() => setBudget({ projectId, amount: value === null || value.trim() === '' ? null : value, unit }), {
      onOk: () => {
        setSaved(true);
        if (value === null) setAmount('');
      },
    });
  };
  const { standing, spent } = view;
  const since = view.since;
  return (
    <section aria-labelledby="budget-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="budget-title" className="font-medium">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="budget-standing">
        {!standing
          ? t('none')
          : standing.used === null || standing.left === null
            ? t('standingUnknown', { limit: money.amount(standing.limit, standing.unit) })
            : t('standing', {
                used: money.amount(standing.used, standing.unit),
                limit: money.amount(standing.limit, standing.unit),
                left: money.amount(standing.left, standing.unit),
                since,
              })}
      </p>
      <p className="mt-1 text-xs text-stone-500">
        {t('spent', {
          since,
          tokens: money.tokens(spent.tokens),
          cost: spent.usd === null ? 'none' : money.usd(spent.usd),
        })}
      </p>
      <p className="mt-2 text-xs text-stone-500">{t('intro')}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save(amount);
        }}
      >
        <div className="w-40">
          <Field label={t('amount')} error={failureText(action.failure)}>
            {(p) => (
              <input
                {...p}
                name="amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                className={`${inputClass} w-full`}
              />
            )}
          </Field>
        </div>
        <div className="w-56">
          <SelectField
            label={t('unit')}
            name="unit"
            value={unit}
            onChange={setUnit}
            options={[
              { value: 'usd', label: t('unitUsd') },
              { value: 'tokens', label: t('unitTokens') },
            ]}
          />
        </div>
        <Button type="submit" disabled={action.pending}>
          {t('save')}
        </Button>
        {view.budget && (
          <Button type="button" variant="secondary" disabled={action.pending} onClick={() => save(null)}>
            {t('clear')}
          </Button>
        )}
      </form>
      <p className="mt-2 text-xs text-stone-500">{t('unitHelp')}</p>
      <div className="mt-2" aria-live="polite">
        {saved && <FormMessage tone="info">{t('saved')}</FormMessage>}
      </div>
    </section>
  );
}
