'use client';

import { useTranslations } from 'next-intl';
import type { RoundView } from '@/lib/data/refinement/history.types';
import { SCORE_DIMENSIONS } from '@/lib/workflow/section-scores';

/**
 * A round's assessment as a whole: the global reviewer's scores of the document (a paper's review
 * stage), the overall line, where the reviewers agreed and how their disagreements were settled.
 */
export function RoundVerdict({ round }: { round: Pick<RoundView, 'overall' | 'judgement' | 'globalReview'> }) {
  const t = useTranslations('loops.history');
  const dimensions = useTranslations('stagePage.sections.scores.dimensions');
  const { overall, judgement, globalReview } = round;
  if (!overall && !judgement && !globalReview) return null;
  return (
    <div className="flex flex-col gap-2 text-sm lg:col-span-2" data-testid="round-verdict">
      {globalReview && (
        <div data-testid="round-global-review">
          <p>
            <span className="font-medium">{t('globalReview', { score: globalReview.overall.toFixed(1) })}</span>
            {' · '}
            {t(`globalVerdict.${globalReview.verdict}`)}
          </p>
          <ul className="flex flex-wrap gap-x-3 text-xs text-stone-600">
            {SCORE_DIMENSIONS.map((d) => (
              <li key={d}>
                {dimensions(d)} <span className="tabular-nums">{globalReview.scores[d]}</span>
              </li>
            ))}
          </ul>
          {globalReview.comment && <p className="text-stone-700">{globalReview.comment}</p>}
        </div>
      )}
      {overall && (
        <p>
          <span className="font-medium">{t('overall')}: </span>
          <span data-testid="round-overall">{overall}</span>
        </p>
      )}
      {judgement && judgement.consensus.length > 0 && (
        <section aria-label={t('agreed')}>
          <h5 className="font-medium">{t('agreed')}</h5>
          <ul className="list-disc pl-5" data-testid="round-consensus">
            {judgement.consensus.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      {judgement && judgement.conflicts.length > 0 && (
        <section aria-label={t('disagreed')}>
          <h5 className="font-medium">{t('disagreed')}</h5>
          <ul className="flex flex-col gap-1.5" data-testid="round-conflicts">
            {judgement.conflicts.map((c, i) => (
              <li key={i} className="rounded border border-stone-200 p-2">
                <span className="font-medium">{c.topic}</span>
                <span className="block text-xs text-stone-600">
                  {t('positions')}: {c.positions}
                </span>
                <span className="block text-xs">
                  {t('settled')}: {c.resolution}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
