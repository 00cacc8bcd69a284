import { useTranslations } from 'next-intl';
import type { RunView } from '@/lib/data/runs/run-view';
import { useStepLabel } from './use-step-label';

const ICON: Record<string, { mark: string; tone: string }> = {
  pending: { mark: '○', tone: 'text-stone-400' },
  running: { mark: '◐', tone: 'text-sky-700' },
  done: { mark: '✓', tone: 'text-emerald-700' },
  failed: { mark: '✕', tone: 'text-red-700' },
};

/** Each step of the run with its status, as text (the mark is decoration). */
export function ProgressItems({ items }: { items: RunView['items'] }) {
  const t = useTranslations('stagePage.progress');
  const stepLabel = useStepLabel();
  if (items.length <= 1) return null; // a single step is already the headline
  return (
    <ol aria-label={t('items')} className="grid max-h-64 gap-1 overflow-y-auto text-sm sm:grid-cols-2">
      {items.map((item) => {
        const icon = ICON[item.status] ?? ICON.pending;
        return (
          <li key={item.id} className="flex items-center gap-2" data-status={item.status}>
            <span aria-hidden="true" className={`w-4 text-center ${icon.tone}`}>
              {icon.mark}
            </span>
            <span className={item.status === 'pending' ? 'text-stone-500' : 'text-stone-800'}>
              {stepLabel(item.label) ?? item.label}
            </span>
            <span className="sr-only">({t(`itemStatus.${item.status}`)})</span>
          </li>
        );
      })}
    </ol>
  );
}
