'use client';

import { useTranslations } from 'next-intl';
import type { SectionReviewView } from '@/lib/data/refinement/section-reviews';
import { SCORE_DIMENSIONS, type SectionDecision } from '@/lib/workflow/section-scores';
import { Panel } from '@/components/ui/panel';

const DECISION_TONES: Record<SectionDecision, string> = {
  pass: 'bg-emerald-100 text-emerald-800',
  revise: 'bg-amber-100 text-amber-900',
  rewrite: 'bg-red-100 text-red-800',
};

const barTone = (score: number) => (score >= 7 ? 'bg-emerald-500' : score >= 5 ? 'bg-amber-500' : 'bg-red-500');

/**
 * The section reviewer's latest scores (its dimensions as bars, the overall score and what the rule
 * decided, the comment) and the overall score of every review before it, version by version. A section
 * left written after a failing review used up its rewrites: the writer is told so.
 */
export function SectionScores({ reviews, status }: { reviews: SectionReviewView[]; status: string }) {
  const t = useTranslations('stagePage.sections.scores');
  const latest = reviews.at(-1);
  if (!latest) return null;
  return (
    <Panel
      id="section-scores-heading"
      level={3}
      title={t('title', { number: latest.versionNumber })}
      className="rounded-lg border border-stone-200 bg-white p-3 text-sm"
      actions={
        <span className="flex items-center gap-2">
          <span className="font-medium" data-testid="section-overall">
            {t('overall', { score: latest.overall.toFixed(1) })}
          </span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${DECISION_TONES[latest.decision]}`}>
            {t(`decision.${latest.decision}`)}
          </span>
        </span>
      }
    >
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 text-xs">
        {SCORE_DIMENSIONS.flatMap((d) => {
          const score = latest.scores[d];
          if (score === undefined) return [];
          return (
            <div key={d} className="contents">
              <dt className="text-stone-600">{t(`dimensions.${d}`)}</dt>
              <dd aria-hidden className="h-1.5 rounded-full bg-stone-100">
                <div className={`h-1.5 rounded-full ${barTone(score)}`} style={{ width: `${score * 10}%` }} />
              </dd>
              <dd className="tabular-nums">{score}</dd>
            </div>
          );
        })}
      </dl>
      {latest.seriousIssues > 0 && (
        <p className="mt-2 text-xs text-red-800">{t('serious', { count: latest.seriousIssues })}</p>
      )}
      {latest.comment && <p className="mt-2 text-stone-700">{latest.comment}</p>}
      {latest.decision !== 'pass' && status === 'written' && (
        <p className="mt-2 text-xs text-amber-900" data-testid="section-not-passed">
          {t('notPassed')}
        </p>
      )}
      {reviews.length > 1 && (
        <div className="mt-2">
          <h4 className="text-xs font-medium text-stone-600">{t('trend')}</h4>
          <ol className="mt-1 flex flex-wrap items-center gap-1 text-xs" data-testid="section-score-trend">
            {reviews.map((r, i) => (
              <li key={r.id} className="flex items-center gap-1">
                {i > 0 && <span aria-hidden>→</span>}
                <span className={`rounded px-1.5 py-0.5 ${DECISION_TONES[r.decision]}`}>
                  {t('trendItem', { number: r.versionNumber, score: r.overall.toFixed(1) })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Panel>
  );
}
