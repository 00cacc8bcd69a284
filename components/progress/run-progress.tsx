'use client';

import { useTranslations } from 'next-intl';
import { cancelRun } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { RunView } from '@/lib/data/runs/run-view';
import { useAction } from '@/components/ui/use-action';
import { useShareLiveText } from './use-share-live-text';
import { ProgressItems } from './progress-items';
import { isFinished, useRunPoll } from './use-run-poll';
import { useStepLabel } from './use-step-label';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  initial: RunView;
  /** What one step of this run is, for "section 3 of 12". */
  unit: 'section' | 'stage' | 'round' | 'step' | 'passage';
}

/** Live progress of a queued or running run: what it is doing, how far, each step, and a cancel button. */
export function RunProgress({ projectId, initial, unit }: Props) {
  const t = useTranslations('stagePage.progress');
  const stepLabel = useStepLabel();
  const { run, offline, markCancelling } = useRunPoll(projectId, initial);
  useShareLiveText(run);
  const cancel = useAction();
  const { progressDone: done, progressTotal: total } = run;
  const finished = isFinished(run);
  const current = run.items.find((i) => i.status === 'running');
  const doing = stepLabel(current?.label) ?? stepLabel(run.progressLabel);
  const headline = run.status === 'queued' ? t('queued') : doing ? t('workingOn', { label: doing }) : t('running');
  const counter = total > 1 && !finished ? t(`of.${unit}`, { current: Math.min(done + 1, total), total }) : null;

  return (
    <section
      aria-labelledby="run-progress-title"
      data-testid="stage-progress"
      aria-busy={!finished}
      className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="run-progress-title" className="font-medium text-sky-950">
          {t('title')} <span className="text-sm font-normal text-sky-800">· {t(`status.${run.status}`)}</span>
        </h2>
        {!finished && (
          <Button
            type="button"
            variant="secondary"
            disabled={run.cancelRequested || cancel.pending}
            onClick={() =>
              cancel.run(() => cancelRun({ projectId, runId: run.id }), { onOk: markCancelling, refresh: false })
            }
          >
            {run.cancelRequested ? t('cancelling') : t('cancel')}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-stone-800" data-testid="stage-progress-label">
        {counter && <span className="mr-2 font-medium">{counter}</span>}
        <span className="text-stone-600">{headline}</span>
      </p>
      {total > 0 && (
        <ProgressBar value={done} max={total} label={t('doneOfTotal', { done, total })} className="w-full max-w-md" />
      )}
      <ProgressItems items={run.items} />
      {offline && <p className="text-xs text-amber-800">{t('connectionLost')}</p>}
      <ErrorText>{cancel.error}</ErrorText>
    </section>
  );
}
