'use client';

import { useTranslations } from 'next-intl';
import { PriorityBadge } from '@/components/ui/priority-badge';
import { PRIORITIES } from '@/lib/workflow/suggestions';

/** Suggestions per priority at a glance ("High 2 · Medium 5 · Low 1"). */
export function PriorityCounts({
  counts,
  label,
}: {
  counts: { high: number; medium: number; low: number };
  label?: string;
}) {
  const t = useTranslations('loops.suggestions');
  return (
    <ul
      aria-label={label ?? t('countsLabel')}
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="priority-counts"
    >
      {PRIORITIES.map((p) => (
        <li key={p} className="flex items-center gap-1" data-priority={p}>
          <PriorityBadge priority={p} />
          <span className="font-medium tabular-nums">{counts[p]}</span>
        </li>
      ))}
    </ul>
  );
}
