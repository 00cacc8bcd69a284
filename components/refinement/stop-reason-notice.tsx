'use client';

import { useTranslations } from 'next-intl';
import type { LoopView } from '@/lib/data/history.types';
import { useLoopLabels } from './use-loop-labels';

/** Why the latest loop ended, in words, with how many rounds it ran. */
export function StopReasonNotice({ loop }: { loop: LoopView }) {
  const t = useTranslations('loops.panel');
  const label = useLoopLabels();
  if (!loop.stopReason) return null;
  return (
    <div
      role="status"
      className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
      data-testid="loop-stop-reason"
      data-reason={loop.stopReason}
    >
      <p>
        <span className="font-medium">{t('ended', { rounds: loop.rounds.length })}</span>{' '}
        {label.stopReason(loop.stopReason)}
      </p>
      {loop.stopReason === 'regressed' && <p className="mt-1 text-stone-700">{t('regressedHint')}</p>}
    </div>
  );
}
