'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { BudgetUnit } from '@/lib/workflow/cost/budget';

/** Dollars and token counts as the writer's language writes them ("$0.042", "12.4K tokens", "1.2万令牌"). */
export function useMoney() {
  const format = useFormatter();
  const t = useTranslations('costs');
  const usd = (n: number) =>
    format.number(n, { style: 'currency', currency: 'USD', maximumFractionDigits: n > 0 && n < 1 ? 3 : 2 });
  const tokens = (n: number) =>
    t('tokens', { count: format.number(n, { notation: 'compact', maximumFractionDigits: 1 }) });
  return { usd, tokens, amount: (n: number, unit: BudgetUnit) => (unit === 'usd' ? usd(n) : tokens(n)) };
}
