'use client';

import { useTranslations } from 'next-intl';
import { cancelRun } from '@/lib/actions/stages';
import { stopLoop } from '@/lib/actions/loops';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { isFinished, useRunPoll } from '@/components/progress/use-run-poll';
import { useShareLiveText } from '@/components/progress/use-share-live-text';
import { useAction } from '@/components/ui/use-action';
import type { RunView } from '@/lib/data/runs/run-view';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  initial: RunView;
  /** The loop an auto run belongs to: its Stop ends the loop for a recorded reason. */
  loopId: string | null;
}

/** What a loop or variants run is doing ("Auto mode: round 2 of 3"), live, with Stop or Cancel. */
export function LoopRunStatus({ projectId, initial, loopId }: Props) {
  const t = useTranslations('loops.run');
  const { run, offline, markCancelling } = useRunPoll(projectId, initial);
  // The sections a round revises change in their editors as the revision streams.
  useShareLiveText(run);
  const action = useAction();
  const finished = isFinished(run);
  const auto = run.kind === 'loop.auto';
  const round = /^round (\d+)$/.exec(run.progressLabel ?? '')?.[1];
  const headline =
    run.status === 'queued'
      ? t('queued')
      : run.kind === 'variants'
        ? t('variants')
        : auto
          ? round
            ? t('autoAfterRound', { round })
            : t('autoAssessing')
          : run.progressLabel === 'round' && run.progressTotal > 1
            ? t('revising')
            : t('assessing');
  const stop = () =>
    auto && loopId
      ? action.run(() => stopLoop({ projectId, loopId }), { onOk: markCancelling, refresh: false })
      : action.run(() => cancelRun({ projectId, runId: run.id }), { onOk: markCancelling, refresh: false });

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50/60 p-3"
      data-testid="loop-run"
      aria-busy={!finished}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="text-sm text-sky-950" data-testid="loop-run-label">
          {headline}
        </p>
        {!finished && (
          <Button type="button" variant="secondary" disabled={run.cancelRequested || action.pending} onClick={stop}>
            {run.cancelRequested ? t('stopping') : auto ? t('stop') : t('cancel')}
          </Button>
        )}
      </div>
      {run.progressTotal > 0 && (
        <ProgressBar
          value={run.progressDone}
          max={run.progressTotal}
          label={t(auto ? 'roundsDone' : 'stepsDone', { done: run.progressDone, total: run.progressTotal })}
          className="w-full max-w-sm"
        />
      )}
      {offline && <p className="text-xs text-amber-800">{t('connectionLost')}</p>}
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}
