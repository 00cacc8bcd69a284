'use client';

import { useTranslations } from 'next-intl';
import type { EstimateView } from '@/lib/data/costs/estimate-view';
import type { Preview } from '@/lib/data/costs/preview';
import { useJson } from '@/components/ui/use-json';
import { useMoney } from './use-money';

interface Props {
  projectId: string;
  /** The action the button beside it would run; nothing is shown for null. */
  action: Preview | null;
  /** What the action is, when the line sits apart from its button ("Approve"). */
  label?: string;
  /** Changes when the page's data does (a save, a finished run), so the estimate is read again. */
  revision?: string;
}

/** One line under a button that calls a model: its expected tokens and cost, and the month's budget. */
export function CostEstimate({ projectId, action, label, revision = '' }: Props) {
  const url = action ? `/api/projects/${projectId}/estimate?for=${encodeURIComponent(JSON.stringify(action))}` : null;
  const { value, status } = useJson<EstimateView>(url, revision);
  if (!action || (value?.none && status !== 'loading')) return null;
  return <EstimateLine value={value} failed={status === 'error'} label={label} />;
}

/** The line itself, for an estimate read with the rest of what a notice shows (a ripple's impact). */
export function EstimateLine({
  value,
  failed = false,
  label,
}: {
  value: EstimateView | null | undefined;
  failed?: boolean;
  label?: string;
}) {
  const t = useTranslations('costs');
  const money = useMoney();
  let text: string;
  let tone = 'text-stone-600';
  if (!value) text = failed ? t('failed') : t('loading');
  else if (value.engine === 'offline') text = t('offline');
  else {
    const cost =
      value.costUsd === null ? t('noPrice', { models: value.unpricedModels.join(', ') }) : money.usd(value.costUsd);
    text = t('estimate', { input: money.tokens(value.inputTokens), output: money.tokens(value.outputTokens), cost });
    const budget = value.budget;
    if (value.verdict === 'over' && budget) {
      tone = 'text-red-800';
      text += ` · ${t('overBudget', { left: budget.left === null ? '—' : money.amount(budget.left, budget.unit), limit: money.amount(budget.limit, budget.unit) })}`;
    } else if (value.verdict === 'unpriced') {
      tone = 'text-amber-800';
      text += ` · ${t('budgetUnpriced')}`;
    } else if (budget?.left != null) {
      text += ` · ${t('budgetLeft', { left: money.amount(budget.left, budget.unit), limit: money.amount(budget.limit, budget.unit) })}`;
    }
  }
  const how = value?.engine === 'model' ? t('how', { runs: value.calibratedBy }) : undefined;
  return (
    <p className={`text-xs ${tone}`} data-testid="cost-estimate" aria-live="polite" title={how}>
      {label && <span className="font-medium">{label}: </span>}
      {text}
    </p>
  );
}
