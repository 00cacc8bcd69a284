'use client';

import { useTranslations } from 'next-intl';
import type { LoopView } from '@/lib/data/refinement/history.types';
import { SCORE_DIMENSIONS } from '@/lib/workflow/section-scores';
import { Panel } from '@/components/ui/panel';
import { PriorityBadge } from '@/components/ui/priority-badge';

const VERDICT_TONES = {
  ok: 'bg-emerald-100 text-emerald-800',
  revise: 'bg-amber-100 text-amber-900',
  rewrite: 'bg-red-100 text-red-800',
} as const;

/**
 * A review stage's outcome at the top of its page: the latest round's verdict and scores (when a
 * whole-document reviewer gave them), its overall line and counts, why the review stopped, and every
 * finding of that round with what became of it. The round history below keeps the earlier rounds.
 */
export function ReviewReport({ loop }: { loop: LoopView }) {
  const t = useTranslations('stagePage.review');
  const tl = useTranslations('loops.labels');
  const round = loop.rounds.at(-1);
  if (!round) return null;
  const { globalReview } = round;
  const total = round.counts.high + round.counts.medium + round.counts.low;
  return (
    <Panel
      id="review-report-heading"
      title={t('title', { number: round.number })}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
      testId="review-report"
      actions={
        globalReview && (
          <span className="flex items-center gap-2 text-sm">
            <span className="font-medium" data-testid="review-score">
              {t('score', { score: globalReview.overall.toFixed(1) })}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${VERDICT_TONES[globalReview.verdict]}`}
              data-testid="review-verdict"
            >
              {t(`verdict.${globalReview.verdict}`)}
            </span>
          </span>
        )
      }
    >
      {round.overall && (
        <p className="text-sm" data-testid="review-overall">
          {round.overall}
        </p>
      )}
      {globalReview && (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" data-testid="review-scores">
          {SCORE_DIMENSIONS.map((d) => (
            <div key={d} className="flex justify-between gap-2">
              <dt className="text-stone-600">{t(`dimensions.${d}`)}</dt>
              <dd className="tabular-nums">{globalReview.scores[d]} / 10</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-sm text-stone-700" data-testid="review-counts">
        {total === 0
          ? t('noFindings')
          : t('counts', { total, high: round.counts.high, medium: round.counts.medium, low: round.counts.low })}
        {loop.stopReason && ` · ${tl(`stopReason.${loop.stopReason}`)}`}
      </p>
      {round.suggestions.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="review-findings">
          {round.suggestions.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <PriorityBadge priority={s.priority} />
                <span className="font-medium">{s.summary}</span>
                <span className="text-xs text-stone-600">· {tl(`suggestionStatus.${s.status}`)}</span>
              </span>
              <span className="text-xs text-stone-600">{s.sectionLabel ?? t('wholeDocument')}</span>
              {s.detail && <span className="text-stone-700">{s.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
