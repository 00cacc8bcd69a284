'use client';

import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import type { LoopView } from '@/lib/data/refinement/history.types';
import { Button } from '@/components/ui/button';
import { OnDemandDetails } from '@/components/ui/on-demand-details';
import { useJson } from '@/components/ui/use-json';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { RoundTable } from './round-table';
import { roundsRun } from '@/components/refinement/round-count';

// The chart library is large and only needed once the history is opened.
const LoopTrajectoryChart = dynamic(() => import('./loop-trajectory-chart').then((m) => m.LoopTrajectoryChart), {
  ssr: false,
});

const PAGE = 5;

interface Props {
  projectId: string;
  /** The stage whose loops these are. */
  stageKey: string;
  loopCount: number;
  roundCount: number;
  /** Changes when a loop or round moves on: an open history reads again. */
  revision: string;
  /** Section titles by id (a plain object: it comes from the server). */
  sectionTitles: Record<string, string>;
  busy: boolean;
}

/** Every round of every loop of the stage, newest loop first, read when opened: each loop's trajectory and its rounds. */
export function LoopHistory({ roundCount, ...props }: Props) {
  const t = useTranslations('loops.history');
  return (
    <OnDemandDetails testId="round-history" title={t('title')} note={t('roundCount', { count: roundCount })}>
      {() =>
        props.loopCount === 0 ? <p className="mt-3 text-sm text-stone-500">{t('empty')}</p> : <Loops {...props} />
      }
    </OnDemandDetails>
  );
}

function Loops({ projectId, stageKey, loopCount, revision, sectionTitles: titles, busy }: Omit<Props, 'roundCount'>) {
  const sectionTitles = useMemo(() => new Map(Object.entries(titles)), [titles]);
  const t = useTranslations('loops.history');
  const label = useLoopLabels();
  const format = useFormatter();
  const [limit, setLimit] = useState(PAGE);
  const loaded = useJson<LoopView[]>(`/api/projects/${projectId}/stages/${stageKey}/loops?limit=${limit}`, revision);
  const loops = loaded.value;
  if (!loops)
    return (
      <p className="mt-3 text-sm text-stone-500" role={loaded.status === 'error' ? 'alert' : 'status'}>
        {loaded.status === 'error' ? t('loadFailed') : t('loading')}
      </p>
    );
  return (
    <div className="mt-3 flex flex-col gap-4">
      <ol className="flex flex-col gap-6">
        {loops.map((loop, i) => {
          const loopName = t('loopHeading', {
            number: Math.max(loopCount, loops.length) - i,
            mode: label.mode(loop.mode),
          });
          return (
            <li
              key={loop.id}
              className="flex flex-col gap-3"
              data-testid="loop-history-item"
              aria-labelledby={`loop-${loop.id}`}
            >
              <h3 id={`loop-${loop.id}`} className="text-sm font-semibold">
                {loopName}
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
              <RoundTable
                projectId={projectId}
                loop={loop}
                loopName={loopName}
                sectionTitles={sectionTitles}
                busy={busy}
              />
            </li>
          );
        })}
      </ol>
      {loops.length === limit && loops.length < loopCount && (
        <Button type="button" variant="ghost" onClick={() => setLimit((n) => n + PAGE)}>
          {t('showOlder')}
        </Button>
      )}
    </div>
  );
}
