'use client';

import { useTranslations } from 'next-intl';
import type { Priority } from '@/lib/workflow/suggestions';

const TONE = {
  high: 'bg-red-100 text-red-900 ring-red-300',
  medium: 'bg-amber-100 text-amber-950 ring-amber-300',
  low: 'bg-sky-100 text-sky-950 ring-sky-300',
} as const;
// The same line styles as the highlights in the text, so priority is not told by colour alone.
const LINE = {
  high: 'border-b-2 border-solid border-red-700',
  medium: 'border-b-2 border-dashed border-amber-700',
  low: 'border-b-2 border-dotted border-sky-700',
} as const;

/** A suggestion's priority as a small labelled chip. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const t = useTranslations('loops.labels.priority');
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[priority]}`}
    >
      <span className={LINE[priority]}>{t(priority)}</span>
    </span>
  );
}
