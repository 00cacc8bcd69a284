'use client';

import { useTranslations } from 'next-intl';
import { RoundDiffView } from '@/components/history/round-diff-view';
import { RoundVerdict } from '@/components/history/round-verdict';
import { PriorityCounts } from '@/components/refinement/priority-counts';
import type { LoopView, RoundView } from '@/lib/data/refinement/history.types';
import { useStageRound } from './refinement-context';
import { useLoopLabels } from './use-loop-labels';
import { isFinalCheck } from './round-count';

/**
 * The latest round of the latest loop: what it found and where to decide (on the cards beside the
 * text); what the last revision changed is one click away.
 */
export function CurrentRound({
  loop,
  round,
  scopeTitle,
}: {
  loop: LoopView;
  round: RoundView;
  scopeTitle: string | null;
}) {
  const t = useTranslations('loops.round');
  const label = useLoopLabels();
  const { projectId, decidable, busy } = useStageRound();
  const lastRevision = loop.rounds.filter((x) => x.status === 'revised' || x.status === 'unchanged').at(-1);
  const waiting = !loop.stopReason && round.status === 'assessed' && round.decision === null;
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="current-round"
      data-round={round.number}
      data-status={round.status}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-medium">
          {isFinalCheck(loop, round)
            ? t('finalCheck', { number: round.number - 1 })
            : t('heading', { number: round.number })}
        </h3>
        <span className="text-sm text-stone-600">
          {label.mode(loop.mode)} · {scopeTitle ?? t('wholeStage')} · {round.roles.map(label.role).join(', ')}
        </span>
        <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs" data-testid="round-status">
          {label.roundStatus(round.status)}
        </span>
      </div>
      <PriorityCounts counts={round.counts} label={t('counts')} />
      <RoundVerdict round={round} />
      {waiting && round.counts.high + round.counts.medium + round.counts.low === 0 && (
        <p className="text-sm text-emerald-800">{t('nothingLeft')}</p>
      )}
      {waiting && decidable && <p className="text-sm text-stone-700">{t('decideBeside')}</p>}
      {waiting && !decidable && busy && <p className="text-sm text-stone-600">{t('waitForRun')}</p>}
      {lastRevision?.status === 'unchanged' && (
        <p className="text-sm text-stone-700" data-testid="revision-unchanged">
          {t('unchangedNote', { number: lastRevision.number })}
        </p>
      )}
      {lastRevision?.status === 'revised' && (
        <details className="rounded-lg border border-stone-200 bg-white p-3" data-testid="revision-diff">
          <summary className="cursor-pointer text-sm font-medium">
            {t('showDiff', { number: lastRevision.number, sections: lastRevision.revisedSections })}
          </summary>
          <div className="mt-3">
            <RoundDiffView projectId={projectId} roundId={lastRevision.id} status={lastRevision.status} />
          </div>
        </details>
      )}
    </div>
  );
}
