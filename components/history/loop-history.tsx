'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { LoopView } from '@/lib/data/history.types';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { LoopTrajectoryChart } from './loop-trajectory-chart';
import { RoundTable } from './round-table';
import { roundsRun } from '@/components/refinement/round-count';

interface Props {
  projectId: string;
  loops: LoopView[];
  /** Section titles by id (a plain object: it comes from the server). */
  sectionTitles: Record<string, string>;
  busy: boolean;
}

/** Every round of every loop of the stage, newest loop first: a chart of each loop's trajectory and its rounds. */
export function LoopHistory({ projectId, loops, sectionTitles: titles, busy }: Props) {
  const sectionTitles = useMemo(() => new Map(Object.entries(titles)), [titles]);
  const t = useTranslations('loops.history');
  const label = useLoopLabels();
  const format = useFormatter();
  const rounds = loops.reduce((n, l) => n + l.rounds.length, 0);
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4" data-testid="round-history">
      <summary className="cursor-pointer font-medium">
        {t('title')} <span className="text-sm font-normal text-stone-500">({t('roundCount', { count: rounds })})</span>
      </summary>
      {loops.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{t('empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-6">
          {loops.map((loop, i) => (
            <li
              key={loop.id}
              className="flex flex-col gap-3"
              data-testid="loop-history-item"
              aria-labelledby={`loop-${loop.id}`}
            >
              <h3 id={`loop-${loop.id}`} className="text-sm font-semibold">
                {t('loopHeading', { number: loops.length - i, mode: label.mode(loop.mode) })}
                <span className="ml-2 font-normal text-stone-600">
                  {loop.sectionId ? (sectionTitles.get(loop.sectionId) ?? '') : t('wholeStage')} ·{' '}
                  <time dateTime={loop.createdAt} suppressHydrationWarning>
                    {format.dateTime(new Date(loop.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {' · '}
                  {loop.stopReason
                    ? t('loopEnded', {
                        reason: label.stopReason(loop.stopReason),
                        rounds: roundsRun(loop),
                        max: loop.maxRounds,
                      })
                    : t('loopOpen')}
                </span>
              </h3>
              {loop.rounds.length > 0 && <LoopTrajectoryChart loop={loop} />}
              <RoundTable projectId={projectId} loop={loop} sectionTitles={sectionTitles} busy={busy} />
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
