'use client';

import { useTranslations } from 'next-intl';
import type { LoopView } from '@/lib/data/refinement/history.types';
import { leftForAuthor, roundsRun } from './round-count';
import { useLoopLabels } from './use-loop-labels';

/** Why the latest loop ended, in words: how many rounds it ran of its maximum, and what is left to the writer. */
export function StopReasonNotice({ loop }: { loop: LoopView }) {
  const t = useTranslations('loops.panel');
  const label = useLoopLabels();
  if (!loop.stopReason) return null;
  const left = leftForAuthor(loop);
  return (
    <div
      role="status"
      className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
      data-testid="loop-stop-reason"
      data-reason={loop.stopReason}
      data-rounds={roundsRun(loop)}
      data-left={left}
    >
      <p>
        <span className="font-medium">{t('ended', { rounds: roundsRun(loop), max: loop.maxRounds })}</span>{' '}
        {label.stopReason(loop.stopReason)}
      </p>
      {left > 0 && (
        <p className="mt-1 font-medium text-amber-900" data-testid="loop-needs-you">
          {t('needsYou', { count: left })}
        </p>
      )}
      {loop.stopReason === 'regressed' && <p className="mt-1 text-stone-700">{t('regressedHint')}</p>}
    </div>
  );
}
